import type { Plugin, UserConfig } from 'vite'

// A lazy import's preload list (Vite's `__vite__mapDeps`) names every chunk the imported one needs, the importer's own
// static imports among them: the libraries and the start-up stages, already loaded before the importer ran. In the
// start-up chunks those names were ~0.2 KB gzip of the home route's initial JS (docs/architecture.md §6) for nothing: the list of
// a lazy import leaves out what its importer imports statically, directly or not. CSS is never left out (Vite keeps a
// lazy chunk's stylesheets out of this list's reach).

/** Each chunk's static imports, directly or not, by file name (from the bundle's `imports`). */
export function staticClosure(imports: ReadonlyMap<string, readonly string[]>, file: string): Set<string> {
  const seen = new Set<string>()
  const visit = (name: string) => {
    for (const next of imports.get(name) ?? []) {
      if (seen.has(next)) continue
      seen.add(next)
      visit(next)
    }
  }
  visit(file)
  return seen
}

export function preloadTrim(): {
  plugin: Plugin
  modulePreload: NonNullable<NonNullable<UserConfig['build']>['modulePreload']>
} {
  let imports = new Map<string, readonly string[]>()
  const plugin: Plugin = {
    name: 'lemon:preload-trim',
    apply: 'build',
    // Before Vite writes the preload lists (its own generateBundle), which call resolveDependencies below.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        imports = new Map(
          Object.values(bundle).flatMap((file) =>
            file.type === 'chunk' ? [[file.fileName, file.imports] as const] : [],
          ),
        )
      },
    },
  }
  return {
    plugin,
    modulePreload: {
      // Every browser the app supports follows <link rel="modulepreload"> (Safari from 17); older ones fetch a
      // stage's chunks when it is imported, which still works.
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId, hostType }) => {
        if (hostType !== 'js') return deps
        const loaded = staticClosure(imports, hostId)
        return deps.filter((dep) => !loaded.has(dep))
      },
    },
  }
}
