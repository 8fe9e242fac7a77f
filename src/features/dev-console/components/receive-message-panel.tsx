import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import { Button } from '@/components/ui/button'
import type { QaHandle, QaUser } from '@/services/mock-handle'
import { queryKeys } from '@/lib/query-keys'
import { errorText, Outcome, Panel, SelectField, TextAreaField } from './controls'

const GREETINGS = ['你好！看到你分享的笔记，想请教一下～', '周末一起去探店吗？', '你的照片拍得太好看了，用的什么相机？']

/** "Receive a message": another user writes to the logged-in user (the badge and an open conversation pick it up). */
export function ReceiveMessagePanel({
  handle,
  viewerId,
  loginHref,
}: {
  handle: QaHandle
  viewerId: number | null
  loginHref: string
}) {
  const queryClient = useQueryClient()
  const [users, setUsers] = useState<QaUser[] | null>(null)
  const [from, setFrom] = useState('')
  const [text, setText] = useState(GREETINGS[0]!)
  const [sending, setSending] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)

  useEffect(() => {
    if (viewerId === null) return
    let live = true
    handle.users().then(
      (all) => {
        if (!live) return
        const others = all.filter((u) => u.id !== viewerId)
        setUsers(others)
        setFrom((current) => current || String(others[0]?.id ?? ''))
      },
      (error: unknown) => live && setOutcome({ ok: false, text: errorText(error) }),
    )
    return () => {
      live = false
    }
  }, [handle, viewerId])

  const send = async (e: FormEvent) => {
    e.preventDefault()
    if (!from || !text.trim()) return
    setSending(true)
    try {
      await handle.receiveMessage({ fromUserId: Number(from), content: text })
      const sender = users?.find((u) => String(u.id) === from)
      // The badge polls every 15 s; ask now so the demo does not wait.
      await queryClient.invalidateQueries({ queryKey: queryKeys.messages.all })
      setOutcome({ ok: true, text: `已收到来自 ${sender?.displayName ?? `用户 ${from}`} 的消息` })
      setText(GREETINGS[Math.floor(Math.random() * GREETINGS.length)]!)
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error) })
    } finally {
      setSending(false)
    }
  }

  return (
    <Panel title="模拟收到消息" description="选择一位用户，以 TA 的身份给当前登录的用户发一条私信。">
      {viewerId === null ? (
        <p className="text-sm text-fg-muted">
          登录后可用。
          <Link href={loginHref} className="ml-1 text-fg underline underline-offset-4 decoration-primary decoration-2">
            去登录
          </Link>
        </p>
      ) : (
        <form onSubmit={(e) => void send(e)} aria-label="模拟收到消息" className="grid gap-2">
          <SelectField label="发送者" value={from} onChange={(e) => setFrom(e.target.value)} disabled={!users}>
            {!users && <option value="">加载中…</option>}
            {users?.map((u) => (
              <option key={u.id} value={u.id}>
                {u.displayName}（@{u.username}，#{u.id}）
              </option>
            ))}
          </SelectField>
          <TextAreaField
            label="消息内容"
            value={text}
            maxLength={1000}
            onChange={(e) => setText(e.target.value)}
            rows={2}
          />
          <div>
            <Button type="submit" size="sm" loading={sending} disabled={!from || !text.trim()}>
              收到这条消息
            </Button>
          </div>
        </form>
      )}
      <Outcome outcome={outcome} />
    </Panel>
  )
}
