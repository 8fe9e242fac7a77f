import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import { gzipSync } from 'node:zlib'

// A tiny static host for dist/ (bench part 3): `/x` served from x.html when there is one, else the SPA fallback to
// index.html, hashed /assets/ cached for a year, everything else revalidated (ETag → 304) like a typical production
// host. Extra in-memory pages (the static baseline) are served from `pages`. Text is gzipped when the browser accepts it, as every real
// host does (Lighthouse's simulated network charges by the bytes transferred).

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg)/
const gzipped = new Map<string, Buffer>()
const gzipOf = (key: string, body: Buffer) => {
  let out = gzipped.get(key)
  if (!out) gzipped.set(key, (out = gzipSync(body, { level: 9 })))
  return out
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}

export interface StaticServer {
  origin: string
  /** In-memory pages by path, e.g. '/__bench/static.html'. */
  pages: Map<string, string>
  close: () => Promise<void>
}

export async function startStaticServer(root: string, { host = '127.0.0.1', port = 4390 } = {}): Promise<StaticServer> {
  const pages = new Map<string, string>()
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x')
      const page = pages.get(url.pathname)
      if (page !== undefined) {
        const body = Buffer.from(page)
        const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
        res.writeHead(200, {
          'content-type': TYPES['.html']!,
          'cache-control': 'no-cache',
          ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
        })
        res.end(gzip ? gzipSync(body) : body)
        return
      }
      let path = normalize(join(root, decodeURIComponent(url.pathname)))
      if (!path.startsWith(root + sep) && path !== root) {
        res.writeHead(403).end()
        return
      }
      let info = await stat(path).catch(() => null)
      // A page the build rendered for this path (`/post/1` → post/1.html, ADR 015), as vite preview and the common
      // static hosts serve it.
      if ((!info || info.isDirectory()) && !extname(url.pathname) && url.pathname !== '/') {
        const page = await stat(`${path}.html`).catch(() => null)
        if (page?.isFile()) {
          path = `${path}.html`
          info = page
        }
      }
      if (!info || info.isDirectory()) {
        // SPA fallback: unknown paths (and /) get index.html; missing files with an extension are 404s.
        if (extname(url.pathname) && !url.pathname.endsWith('.html')) {
          res.writeHead(404).end()
          return
        }
        path = join(root, 'index.html')
        info = await stat(path)
      }
      const etag = `"${createHash('sha1').update(`${path}:${info.size}:${info.mtimeMs}`).digest('hex').slice(0, 16)}"`
      const headers: Record<string, string> = {
        'content-type': TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
        'cache-control': /^\/(assets|mock-data)\//.test(url.pathname)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
        etag,
        'last-modified': info.mtime.toUTCString(),
      }
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers).end()
        return
      }
      let body: Buffer = await readFile(path)
      if (
        COMPRESSIBLE.test(headers['content-type']!) &&
        /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
      ) {
        body = gzipOf(etag, body)
        headers['content-encoding'] = 'gzip'
        headers.vary = 'accept-encoding'
      }
      res.writeHead(200, { ...headers, 'content-length': String(body.length) })
      res.end(req.method === 'HEAD' ? undefined : body)
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500)
      res.end(String(error))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  return {
    origin: `http://${host}:${port}`,
    pages,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
