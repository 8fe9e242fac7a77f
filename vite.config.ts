import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'
import type { Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import UnoCSS from 'unocss/vite'

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url))

/**
 * Production only: when index.html has painted a returning visitor's home snapshot
 * (src/app/home-snapshot.ts), the app's entry module runs after that first frame instead of before it.
 * The entry is still fetched and compiled at once (modulepreload); only its evaluation waits one frame.
 */
function paintFirst(): Plugin {
  return {
    name: 'lemon:paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/
        const src = entry.exec(html)?.[1]
        if (!src) throw new Error('paint-first: no entry <script type="module"> in index.html')
        const loader =
          `<link rel="modulepreload" crossorigin href="${src}">\n` +
          `    <script>(function () { var run = function () { import(${JSON.stringify(src)}) }; ` +
          `if (document.querySelector('[data-home-snapshot]')) requestAnimationFrame(function () { setTimeout(run, 0) }); else run() })()</script>`
        return html.replace(entry, '').replace('</body>', `  ${loader}\n  </body>`)
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
