import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startStandaloneApi, type StandaloneApi } from './standalone'
import { fakePng } from './test/image-bytes'

// The standalone API stopped and started again on the same SQLite file answers with everything it had acknowledged.
const dir = mkdtempSync(join(tmpdir(), 'lemon-restart-'))
const dbFile = join(dir, 'api.db')
let api: StandaloneApi | null = null
afterAll(async () => {
  await api?.close()
  rmSync(dir, { recursive: true, force: true })
})

const json = (token: string, body: unknown) => ({
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

describe('standalone API restarted on the same database file', () => {
  it('still has every acknowledged write: a session, a post, a message, a like, an uploaded file', async () => {
    api = await startStandaloneApi({ port: 0, dbFile })
    const login = await fetch(
      `${api.url}/api/auth/login`,
      json('', { username: 'demo@example.com', password: 'demo1234' }),
    )
    const { token } = ((await login.json()) as { data: { token: string } }).data
    const post = await fetch(
      `${api.url}/api/posts`,
      json(token, { title: '重启之前写的', content: '重启之后还在', category: 'food' }),
    )
    expect(post.status).toBe(201)
    const postId = ((await post.json()) as { data: { id: number } }).data.id
    expect(
      (await fetch(`${api.url}/api/messages/send`, json(token, { receiverId: 3, content: '重启前的消息' }))).status,
    ).toBe(201)
    expect((await fetch(`${api.url}/api/social/like/${postId}`, json(token, undefined))).status).toBe(200)
    const form = new FormData()
    form.append('images', new File([fakePng(20, 10)], 'a.png', { type: 'image/png' }))
    const upload = await fetch(`${api.url}/api/upload/post-images`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    })
    const imageUrl = ((await upload.json()) as { data: { images: Array<{ url: string }> } }).data.images[0]!.url
    await api.close()

    api = await startStandaloneApi({ port: 0, dbFile })
    const auth = { headers: { authorization: `Bearer ${token}` } }
    const again = await fetch(`${api.url}/api/posts/${postId}`, auth)
    expect(again.status).toBe(200)
    expect(((await again.json()) as { data: { title: string; isLiked: boolean } }).data).toMatchObject({
      title: '重启之前写的',
      isLiked: true,
    })
    const conversation = await fetch(`${api.url}/api/messages/conversations/3`, auth)
    expect(JSON.stringify(await conversation.json())).toContain('重启前的消息')
    const image = await fetch(`${api.url}${imageUrl}`)
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(fakePng(20, 10))
  }, 60_000)
})
