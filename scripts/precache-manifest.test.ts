import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import type { ServiceWorkerConfig } from '../mock-server/sw/protocol'
import {
  precacheList,
  readServiceWorkerScript,
  revisionOf,
  serviceWorkerScript,
  stamp,
  stampServiceWorker,
} from './precache-manifest'

// The service worker's precache manifest (ADR 020): a revision per file from its bytes, where the name does not
// change with them.

const files = (contents: Record<string, string>) => {
  const read: string[] = []
  return {
    read,
    reader: (file: string) => {
      read.push(file)
      const text = contents[file]
      if (text === undefined) throw new Error(`no file ${file}`)
      return new TextEncoder().encode(text)
    },
  }
}

const unstamped = (precache: Record<string, string | null>): ServiceWorkerConfig => ({
  buildId: '',
  dev: false,
  seedFile: 'mock-data/seed-abc.json',
  shell: ['index.html'],
  precache,
})

describe('the precache list of a build', () => {
  it('gives a revision to every file whose name does not change with its bytes: index.html and the public files', () => {
    expect(
      precacheList({
        built: ['index.html', 'assets/index-AbC123.js', 'assets/index-XyZ789.css', 'mock-data/seed-abc.json'],
        publicFiles: ['favicon.svg', 'icons/icon-192.png', 'demo-images/posts/a.webp', 'manifest.webmanifest'],
        seedFile: 'mock-data/seed-abc.json',
        assetsDir: 'assets',
      }),
    ).toEqual({
      'assets/index-AbC123.js': null,
      'assets/index-XyZ789.css': null,
      'demo-images/posts/a.webp': '',
      'favicon.svg': '',
      'icons/icon-192.png': '',
      'index.html': '',
      'manifest.webmanifest': '',
      'mock-data/seed-abc.json': null,
    })
  })

  it('a public file under the assets folder still gets a revision (public files are copied under their own name)', () => {
    const list = precacheList({ built: [], publicFiles: ['assets/logo.png'], seedFile: 's.json', assetsDir: 'assets' })
    expect(list['assets/logo.png']).toBe('')
  })
})

describe('stamping the revisions', () => {
  const bytes = { 'index.html': '<html>', 'icons/a.png': 'PNG-1', 'demo-images/b.webp': 'WEBP' }

  it('is the first 16 hex digits of the SHA-256 of the file’s bytes, for the files that have one only', () => {
    const { read, reader } = files(bytes)
    const config = stamp(unstamped({ 'index.html': '', 'icons/a.png': '', 'assets/x-1.js': null }), reader)
    expect(config.precache).toEqual({
      'index.html': revisionOf('<html>'),
      'icons/a.png': revisionOf('PNG-1'),
      'assets/x-1.js': null,
    })
    expect(revisionOf('PNG-1')).toMatch(/^[0-9a-f]{16}$/)
    // sha256("abc"), the standard test vector
    expect(revisionOf('abc')).toBe('ba7816bf8f01cfea')
    expect(read.sort()).toEqual(['icons/a.png', 'index.html'])
  })

  it('changes a file’s revision and the build id when its bytes change under the same name, and only that file’s', () => {
    const list = unstamped({ 'index.html': '', 'icons/a.png': '', 'demo-images/b.webp': '' })
    const first = stamp(list, files(bytes).reader)
    const second = stamp(list, files({ ...bytes, 'icons/a.png': 'PNG-2' }).reader)
    expect(second.precache['icons/a.png']).not.toBe(first.precache['icons/a.png'])
    expect(second.precache['index.html']).toBe(first.precache['index.html'])
    expect(second.precache['demo-images/b.webp']).toBe(first.precache['demo-images/b.webp'])
    expect(second.buildId).not.toBe(first.buildId)
    // The same bytes stamp the same build.
    expect(stamp(list, files(bytes).reader)).toEqual(first)
  })

  it('keeps a file’s revision when only the list of files changes (files added, removed or renamed around it)', () => {
    const first = stamp(unstamped({ 'index.html': '', 'icons/a.png': '', 'assets/x-1.js': null }), files(bytes).reader)
    const more = { ...bytes, 'demo-images/new.webp': 'NEW' }
    const second = stamp(
      unstamped({ 'index.html': '', 'icons/a.png': '', 'demo-images/new.webp': '', 'assets/x-2.js': null }),
      files(more).reader,
    )
    expect(second.precache['icons/a.png']).toBe(first.precache['icons/a.png'])
    expect(second.precache['index.html']).toBe(first.precache['index.html'])
  })
})

describe('sw.js', () => {
  it('carries its config on its first line, and the manifest step stamps it from the files in the output directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lemon-precache-'))
    try {
      writeFileSync(join(dir, 'index.html'), '<html>')
      writeFileSync(join(dir, 'favicon.svg'), '<svg/>')
      const code = 'self.addEventListener("fetch", () => {})\n'
      writeFileSync(join(dir, 'sw.js'), serviceWorkerScript(unstamped({ 'index.html': '', 'favicon.svg': '' }), code))

      const first = stampServiceWorker(dir)
      expect(first.precache).toEqual({ 'index.html': revisionOf('<html>'), 'favicon.svg': revisionOf('<svg/>') })
      const script = readFileSync(join(dir, 'sw.js'), 'utf8')
      expect(script.startsWith('const __LEMON_SW__ = {')).toBe(true)
      expect(readServiceWorkerScript(script)).toEqual({ config: first, code })

      // The next deployment: the picture changed under the same name; stamping again gives the next build's worker.
      writeFileSync(join(dir, 'favicon.svg'), '<svg id="2"/>')
      const second = stampServiceWorker(dir)
      expect(second.precache['favicon.svg']).toBe(revisionOf('<svg id="2"/>'))
      expect(second.precache['index.html']).toBe(first.precache['index.html'])
      expect(readServiceWorkerScript(readFileSync(join(dir, 'sw.js'), 'utf8')).code).toBe(code)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('is one script the browser can run: the code sees the config whatever it starts with', () => {
    const config = stamp(unstamped({ 'index.html': '' }), files({ 'index.html': '<html>' }).reader)
    // A minified IIFE starts with a parenthesis, which would call the config line's object without its semicolon.
    const script = serviceWorkerScript(config, '(function () { seen = __LEMON_SW__ })()')
    const scope: { seen?: unknown } = {}
    runInNewContext(script, scope)
    expect(scope.seen).toEqual(config)
  })

  it('refuses a script without its config line', () => {
    expect(() => readServiceWorkerScript('self.addEventListener("fetch", () => {})')).toThrow(/config line/)
  })
})
