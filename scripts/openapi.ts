// OpenAPI 3.1 from the route table: `tsx scripts/openapi.ts --write | --check` (npm run openapi / openapi:check).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { renderOpenApi } from './openapi/build'

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'openapi.json')

function main(argv: string[]): number {
  const mode = argv.includes('--write') ? 'write' : argv.includes('--check') ? 'check' : null
  if (!mode) {
    console.error('usage: tsx scripts/openapi.ts --write | --check')
    return 2
  }
  const text = renderOpenApi()
  if (mode === 'write') {
    writeFileSync(OUT, text)
    console.log(`wrote ${OUT}`)
    return 0
  }
  if (!existsSync(OUT) || readFileSync(OUT, 'utf8') !== text) {
    console.error('docs/openapi.json is stale: run npm run openapi and commit the result')
    return 1
  }
  console.log('docs/openapi.json is up to date')
  return 0
}

process.exitCode = main(process.argv.slice(2))
