import type { Plugin } from 'vite'

// V8's explicit compile hints (Chrome 136+): a file that starts with this comment has every function compiled as the
// file is downloaded and parsed, on a background thread, instead of lazily on the main thread at each function's
// first call. Right for chunks a first visit evaluates and runs as it starts (ADR 015: which ones, and why not
// `react-dom`, are in vite.config.ts). Other engines read a comment.
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * Puts the hint on the first line of the entry chunk and of the chunks named `chunks`. In generateBundle after every
 * other plugin: Vite prepends its preload helper (`__vite__mapDeps`) to a chunk there, and minification would drop a
 * comment added earlier.
 */
export function compileHintsPlugin({ chunks }: { chunks: readonly string[] }): Plugin {
  const named = new Set(chunks)
  return {
    name: 'lemon:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (
            chunk.type !== 'chunk' ||
            !(chunk.isEntry || named.has(chunk.name)) ||
            chunk.code.startsWith(COMPILE_HINT)
          )
            continue
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`
          // The source map's lines move down by one with the code.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`
        }
      },
    },
  }
}
