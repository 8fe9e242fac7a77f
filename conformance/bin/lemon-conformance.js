#!/usr/bin/env node
// The kit is TypeScript run as it is (tsx), so the published package and the repository run the same files.
import { register } from 'tsx/esm/api'

register()
const { main } = await import('../src/cli.ts')
process.exitCode = await main(process.argv.slice(2))
