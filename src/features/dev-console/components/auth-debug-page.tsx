import { useCallback, useEffect, useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import { Button } from '@/components/ui/button'
import { apiClient } from '@/api/client'
import { getAccessToken, getCachedUser, getRefreshToken } from '@/api/token-store'
import type { QaHandle, QaTokenInfo } from '@/services/mock-handle'
import { MOCK_UNAVAILABLE } from '@/services/mock-handle'
import { useMockHandle } from '../model/use-mock-handle'
import { errorText, Field, JsonView, Panel, Pill } from './controls'
import { DevConsoleShell, type DevConsoleLinks } from './dev-console-shell'

/** First 6 and last 4 characters: enough to tell tokens apart, never enough to use one. */
export function maskToken(token: string | null): string {
  if (!token) return '—'
  if (token.length <= 10) return '•'.repeat(token.length)
  return `${token.slice(0, 6)}…${token.slice(-4)}`
}

function remaining(expiresAt: number, now: number): string {
  const diff = Math.round((expiresAt - now) / 1000)
  const abs = Math.abs(diff)
  const text =
    abs >= 86_400
      ? `${Math.floor(abs / 86_400)} 天 ${Math.floor((abs % 86_400) / 3600)} 小时`
      : abs >= 60
        ? `${Math.floor(abs / 60)} 分 ${abs % 60} 秒`
        : `${abs} 秒`
  return diff > 0 ? `还剩 ${text}` : `已过期 ${text}`
}

const clock = (ms: number) => new Date(ms).toLocaleString('zh-CN', { hour12: false })

type Infos = { access: QaTokenInfo | null; refresh: QaTokenInfo | null } | 'unavailable' | null
interface LogEvent {
  id: number
  at: number
  ok: boolean
  text: string
}

function TokenRow({
  label,
  token,
  info,
  now,
}: {
  label: string
  token: string | null
  info: QaTokenInfo | null | 'unavailable' | undefined
  now: number
}) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-[7rem_1fr] sm:gap-3">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="min-w-0">
        <code className="font-mono text-sm text-fg" aria-label={`${label}（已遮盖）`}>
          {maskToken(token)}
        </code>
        <p className="mt-0.5 text-xs text-fg-muted">
          {!token ? (
            '未登录'
          ) : info === 'unavailable' ? (
            `到期时间：${MOCK_UNAVAILABLE}`
          ) : info === undefined ? (
            '到期时间：读取中…'
          ) : info === null ? (
            '到期时间：后端不认识这个令牌'
          ) : (
            <>
              到期时间：{clock(info.expiresAt)}
              <Pill tone={info.revoked ? 'bad' : info.expiresAt > now ? 'ok' : 'bad'} className="ml-2">
                {info.revoked ? '已注销' : remaining(info.expiresAt, now)}
              </Pill>
            </>
          )}
        </p>
      </dd>
    </div>
  )
}

function TtlForm({ handle, onDone }: { handle: QaHandle; onDone: (ok: boolean, text: string) => void }) {
  const [seconds, setSeconds] = useState(() => String(Math.round(handle.getAccessTokenTtl() / 1000)))
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const n = Number(seconds)
    if (!Number.isInteger(n) || n < 5 || n > 86_400) return onDone(false, '有效期必须是 5 到 86400 之间的整数（秒）')
    try {
      await handle.setAccessTokenTtl(n * 1000)
      onDone(
        true,
        `之后签发的访问令牌有效期为 ${n} 秒（登录、注册、刷新时生效；设置保存在本机，改回 900 秒即恢复默认）`,
      )
    } catch (error) {
      onDone(false, errorText(error))
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} aria-label="访问令牌有效期" className="mt-4 flex items-end gap-2">
      <Field
        label="新访问令牌有效期（秒）"
        type="number"
        inputMode="numeric"
        min={5}
        max={86400}
        value={seconds}
        onChange={(e) => setSeconds(e.target.value)}
        className="w-48"
      />
      <Button type="submit" size="sm" variant="outline">
        应用
      </Button>
    </form>
  )
}

/** R2.16: /auth-debug — the tokens (masked), the cached user, the access token's expiry, expire now and force a refresh. */
export function AuthDebugPage({ links }: { links: DevConsoleLinks }) {
  const mock = useMockHandle()
  const handle = mock.status === 'ready' ? mock.handle : null
  const [tokens, setTokens] = useState(() => ({ access: getAccessToken(), refresh: getRefreshToken() }))
  const [user, setUser] = useState(getCachedUser)
  const [infos, setInfos] = useState<Infos>(null)
  const [now, setNow] = useState(Date.now)
  const [busy, setBusy] = useState<'expire' | 'refresh' | null>(null)
  const [events, setEvents] = useState<LogEvent[]>([])

  const note = useCallback(
    (ok: boolean, text: string) =>
      setEvents((list) => [{ id: Date.now() + Math.random(), at: Date.now(), ok, text }, ...list].slice(0, 20)),
    [],
  )

  // The client refreshes on its own (a 401 in this tab, another tab): follow storage.
  const reread = useCallback(() => {
    const access = getAccessToken()
    const refresh = getRefreshToken()
    setTokens((t) => (t.access === access && t.refresh === refresh ? t : { access, refresh }))
    setUser((u) => {
      const next = getCachedUser()
      return JSON.stringify(next) === JSON.stringify(u) ? u : next
    })
  }, [])
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now())
      reread()
    }, 1000)
    window.addEventListener('storage', reread)
    return () => {
      clearInterval(timer)
      window.removeEventListener('storage', reread)
    }
  }, [reread])

  const loadInfos = useCallback(async () => {
    if (mock.status === 'absent') return setInfos('unavailable')
    if (!handle) return
    const [access, refresh] = await Promise.all([
      tokens.access ? handle.tokenInfo(tokens.access) : null,
      tokens.refresh ? handle.tokenInfo(tokens.refresh) : null,
    ])
    setInfos({ access, refresh })
  }, [handle, mock.status, tokens.access, tokens.refresh])
  useEffect(() => {
    void loadInfos()
  }, [loadInfos])

  const expire = async () => {
    if (!handle) return note(false, MOCK_UNAVAILABLE)
    setBusy('expire')
    try {
      const n = await handle.expireToken()
      note(
        true,
        n > 0 ? '访问令牌已立即过期，下一个请求会收到 401 并自动刷新' : '没有可以过期的访问令牌（可能已经过期）',
      )
      await loadInfos()
    } catch (error) {
      note(false, `过期失败：${errorText(error)}`)
    } finally {
      setBusy(null)
    }
  }

  const refresh = async () => {
    if (!getRefreshToken()) return note(false, '没有刷新令牌：请先登录')
    setBusy('refresh')
    try {
      // R4.2's single-flight refresh, on demand: true when new tokens are stored.
      const ok = await apiClient.get().refresh()
      reread()
      if (ok)
        note(
          true,
          `刷新成功：新的访问令牌 ${maskToken(getAccessToken())}，新的刷新令牌 ${maskToken(getRefreshToken())}`,
        )
      else note(false, '刷新失败：刷新令牌无效或已过期，已清除登录状态')
    } catch (error) {
      note(false, `刷新失败：${errorText(error)}`)
    } finally {
      setBusy(null)
    }
  }

  const infoOf = (key: 'access' | 'refresh') =>
    infos === 'unavailable' ? 'unavailable' : infos ? infos[key] : undefined
  const signedIn = tokens.access !== null || tokens.refresh !== null

  return (
    <DevConsoleShell active="authDebug" links={links} mock={mock}>
      <div className="grid gap-4 lg:grid-cols-2 items-start">
        <Panel title="令牌" description="令牌只显示前 6 位和后 4 位。到期时间由模拟后端提供。">
          <dl className="divide-y divide-line -my-2">
            <TokenRow label="访问令牌" token={tokens.access} info={infoOf('access')} now={now} />
            <TokenRow label="刷新令牌" token={tokens.refresh} info={infoOf('refresh')} now={now} />
          </dl>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              loading={busy === 'expire'}
              disabled={busy !== null || !tokens.access || mock.status !== 'ready'}
              onClick={() => void expire()}
            >
              让访问令牌立即过期
            </Button>
            <Button
              size="sm"
              loading={busy === 'refresh'}
              disabled={busy !== null || !tokens.refresh}
              onClick={() => void refresh()}
            >
              强制刷新令牌
            </Button>
          </div>
          {!signedIn && (
            <p className="mt-3 text-sm text-fg-muted">
              当前未登录。
              <Link
                href={links.login}
                className="ml-1 text-fg underline underline-offset-4 decoration-primary decoration-2"
              >
                去登录
              </Link>
            </p>
          )}
          {handle && <TtlForm handle={handle} onDone={note} />}
        </Panel>

        <div className="grid gap-4 min-w-0">
          <Panel title="操作记录" description="每次操作的结果，最新的在最上面。">
            <div aria-live="polite">
              {events.length === 0 ? (
                <p className="text-xs text-fg-soft">还没有操作</p>
              ) : (
                <ol aria-label="操作记录" className="space-y-1.5 text-sm">
                  {events.map((e) => (
                    <li key={e.id} className="flex gap-2">
                      <time className="shrink-0 font-mono text-xs text-fg-muted pt-0.5">
                        {new Date(e.at).toLocaleTimeString('zh-CN', { hour12: false })}
                      </time>
                      <span className={e.ok ? 'text-fg' : 'text-danger'}>
                        <span aria-hidden="true">{e.ok ? '✓ ' : '✕ '}</span>
                        {e.text}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </div>
          </Panel>
          <Panel title="缓存的用户" description="localStorage 中保存的当前用户（lemon.user）。">
            {user ? (
              <JsonView value={user} label="缓存的用户 JSON" />
            ) : (
              <p className="text-sm text-fg-muted">没有缓存的用户</p>
            )}
          </Panel>
        </div>
      </div>
    </DevConsoleShell>
  )
}
