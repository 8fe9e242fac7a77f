import * as v from 'valibot'
import { MESSAGE_MAX } from '@/schemas/message.schema'
import type { QaTokenInfo as TokenInfo, QaUser } from '@/schemas/qa-handle.schema'
import { activeDb } from './active-db'
import { getAccessTokenTtl, setAccessTokenTtl } from './auth-config'
import type { ImportSummary } from './data-transfer'
import { toMessageView, type MessageView } from './services/message-views'

// What the QA console (/test-api, /auth-debug) asks the mock besides the fault switch: the data as a file,
// what the mock knows about a token, and a message "from" another user. Browser host only (browser.ts).

/** What the mock knows about an access or refresh token it issued; null for one it never issued. */
export async function tokenInfo(token: string): Promise<TokenInfo | null> {
  const db = activeDb()
  await db.sync()
  const session = db.find('sessions', (s) => s.accessToken === token || s.refreshToken === token)
  if (!session) return null
  const kind = session.accessToken === token ? 'access' : 'refresh'
  const expiresAt = kind === 'access' ? session.accessExpiresAt : session.refreshExpiresAt
  return { kind, userId: session.userId, expiresAt, expired: expiresAt <= Date.now(), revoked: session.revoked }
}

/** Everyone, for the console's user picker. */
export async function listUsers(): Promise<QaUser[]> {
  const db = activeDb()
  await db.sync()
  return db
    .filter('users')
    .map((u) => ({ id: u.id, username: u.username, displayName: u.displayName }))
    .sort((a, b) => a.id - b.id)
}

const ReceiveSchema = v.object({
  fromUserId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  content: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('请输入消息内容'),
    v.maxCodePoints(MESSAGE_MAX, `消息不能超过${MESSAGE_MAX}个字符`),
  ),
  /** The token of the user who receives it (the browser host passes the app's). */
  toToken: v.pipe(v.string(), v.nonEmpty('请先登录')),
})
export type ReceiveInput = v.InferInput<typeof ReceiveSchema>

/** "Receive a message": `fromUserId` writes to whoever holds `toToken`, as if they had sent it themselves. */
export async function receiveMessage(input: ReceiveInput): Promise<MessageView> {
  const parsed = v.safeParse(ReceiveSchema, input)
  if (!parsed.success) throw new TypeError(parsed.issues[0]?.message ?? '参数无效')
  const { fromUserId, content, toToken } = parsed.output
  const db = activeDb()
  const message = await db.write(async (tx) => {
    const [session] = tx.filter(
      'sessions',
      (s) => !s.revoked && (s.accessToken === toToken || s.refreshToken === toToken),
    )
    if (!session) throw new TypeError('当前没有登录的用户')
    if (!tx.get('users', fromUserId)) throw new TypeError(`用户 ${fromUserId} 不存在`)
    if (session.userId === fromUserId) throw new TypeError('不能给自己发消息，请选择其他用户')
    return tx.create('messages', {
      senderId: fromUserId,
      receiverId: session.userId,
      content,
      createdAt: new Date().toISOString(),
      readAt: null,
    })
  })
  return toMessageView(message)
}

export const exportDataFile = async (): Promise<string> => JSON.stringify(await activeDb().exportData())
export const importDataFile = (json: string): Promise<ImportSummary> => activeDb().importData(json)

export { getAccessTokenTtl, setAccessTokenTtl }
