// The second build the journeys run against: the same app built with `--base=/demo/` (playwright.config.ts).
export const SUB_PATH_PORT = Number(process.env.E2E_SUB_PATH_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 100)
export const SUB_PATH_URL = `http://127.0.0.1:${SUB_PATH_PORT}/demo/`
/** Set by `npm test` (scripts/test-all.ts), which builds the sub-path app beside the static checks: serve it, do not build it again. */
export const SUB_PATH_BUILT_ENV = 'E2E_SUB_PATH_BUILT'

/** The sub-path app's build, the same whether the journeys' web server runs it or `npm test` ran it beforehand. */
export const subPathBuildCommand = (outDir: string, quiet = false): string =>
  `npx vite build --base=/demo/ --outDir ${outDir}-demo${quiet ? ' --logLevel warn' : ''}`
