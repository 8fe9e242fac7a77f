import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'
import type { Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import UnoCSS from 'unocss/vite'

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url))

/**
 * Production only. When index.html has restored a returning visitor's home screen (src/app/home-snapshot.ts),
 * none of the app's code is fetched, compiled or run until that screen's first cover has been painted (at
 * most ~0.5 s): on a small machine the JavaScript otherwise competes with that first frame for the CPU.
 * Everywhere else the entry and its chunks are preloaded from <head> as Vite does, and the entry runs at once.
 * This plugin turns the entry script and module preloads into `window.__lemonBoot` (defined before the
 * stylesheet, so it never waits for it); index.html's last script decides when to call it. ADR 007.
 */
function paintFirst(): Plugin {
  return {
    name: 'lemon:paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/
        const src = entry.exec(html)?.[1]
        if (!src) throw new Error('paint-first: no entry <script type="module"> in index.html')
        if (!html.includes('})(window.__lemonBoot)')) throw new Error('paint-first: index.html no longer calls window.__lemonBoot')
        const stylesheet = '<link rel="stylesheet"'
        if (!html.includes(stylesheet)) throw new Error('paint-first: no stylesheet <link> in index.html')
        const preload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g
        const modules = [src, ...[...html.matchAll(preload)].map((m) => m[1]!)]
        const boot =
          `<script>window.__lemonBoot = (function () {\n` +
          `      var modules = ${JSON.stringify(modules)}, preloaded = false\n` +
          `      var preload = function () {\n` +
          `        if (preloaded) return\n` +
          `        preloaded = true\n` +
          `        modules.forEach(function (href) { var l = document.createElement('link'); l.rel = 'modulepreload'; l.crossOrigin = ''; l.href = href; document.head.appendChild(l) })\n` +
          `      }\n` +
          `      var restoring = false\n` +
          `      try { restoring = location.pathname === '/' && !location.search && !!localStorage.getItem('lemon.homeSnapshot') } catch (e) {}\n` +
          `      if (!restoring) preload()\n` +
          `      return function () { preload(); import(${JSON.stringify(src)}) }\n` +
          `    })()</script>\n    `
        return html.replace(entry, '').replace(preload, '').replace(stylesheet, `${boot}${stylesheet}`)
      },
    },
  }
}

export default defineConfig({
  plugins: [
    react(),
    // Signals transform: components re-render on signal reads without useSignals().
    babel({
      include: /src\/.*\.tsx$/,
      plugins: [['module:@preact/signals-react-transform']],
    }),
    UnoCSS(),
    paintFirst(),
  ],
  resolve: {
    alias: {
      '@': r('./src'),
      '@machines': r('./machines'),
      '@mock': r('./mock-server'),
      '@fixtures': r('./fixtures'),
    },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
  },
  preview: { port: 4173, strictPort: true },
  test: {
    clearMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'machines/**/*.test.ts', 'mock-server/**/*.test.ts', 'scripts/**/*.test.ts', 'fixtures/**/*.test.ts'],
          setupFiles: ['./src/test/setup-node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./src/test/setup-dom.ts'],
        },
      },
    ],
  },
})
