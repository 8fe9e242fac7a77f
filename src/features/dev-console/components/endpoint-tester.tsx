import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import {
  callDevEndpoint,
  DEV_ENDPOINTS,
  type DevCallResult,
  type DevEndpoint,
  type MockLoginBody,
  type MockRegisterBody,
} from '../api/dev-endpoints'
import { Field, JsonView, Panel, Pill } from './controls'

const ms = (n: number | null) => (n === null ? '—' : `${n} ms`)

function ResultView({ result }: { result: DevCallResult }) {
  return (
    <div className="mt-4 rounded-xl border border-line">
      <div className="flex flex-wrap items-center gap-2 px-3 py-2 border-b border-line">
        <span className="font-mono text-xs text-fg-muted">
          {result.method} {result.path}
        </span>
        <Pill tone={result.success ? 'ok' : 'bad'}>{result.status === 0 ? '无响应' : `HTTP ${result.status}`}</Pill>
      </div>
      <dl aria-label="接口响应" className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 px-3 py-2.5 text-sm">
        <dt className="text-fg-muted">success</dt>
        <dd>
          <Pill tone={result.success ? 'ok' : 'bad'}>{String(result.success)}</Pill>
        </dd>
        <dt className="text-fg-muted">message</dt>
        <dd className="min-w-0 break-words">{result.message || '—'}</dd>
        <dt className="text-fg-muted">responseTime</dt>
        <dd>
          {result.responseTime !== null ? (
            <>
              {ms(result.responseTime)}
              <span className="text-xs text-fg-muted">（往返 {ms(result.roundTripMs)}）</span>
            </>
          ) : (
            <>
              {ms(result.roundTripMs)}
              <span className="text-xs text-fg-muted">（服务器未提供，客户端测得）</span>
            </>
          )}
        </dd>
        <dt className="text-fg-muted">version</dt>
        <dd>{result.version ?? '—'}</dd>
      </dl>
      <div className="px-3 pb-3">
        <p className="text-sm text-fg-muted mb-1">data</p>
        <JsonView value={result.data} label="响应数据 data" />
      </div>
    </div>
  )
}

/** R7.38: the five developer calls and what they answered. */
export function EndpointTester() {
  const [pending, setPending] = useState<DevEndpoint | null>(null)
  const [result, setResult] = useState<DevCallResult | null>(null)
  const [register, setRegister] = useState<MockRegisterBody>({
    username: 'qa_tester',
    email: 'qa@example.com',
    password: 'lemon1234',
    displayName: 'QA 测试',
  })
  const [login, setLogin] = useState<MockLoginBody>({ email: 'demo@example.com', password: 'demo1234' })

  const call = async (endpoint: DevEndpoint, body?: MockRegisterBody | MockLoginBody) => {
    setPending(endpoint)
    try {
      setResult(await callDevEndpoint(endpoint, body))
    } finally {
      setPending(null)
    }
  }
  const submit = (endpoint: DevEndpoint, body: MockRegisterBody | MockLoginBody) => (e: FormEvent) => {
    e.preventDefault()
    void call(endpoint, body)
  }
  const quick: DevEndpoint[] = ['health', 'ping', 'mockPosts']

  return (
    <Panel
      title="接口测试"
      description="直接调用本地后端的开发者接口，显示 success、message、data、responseTime 和 version。"
    >
      <div className="flex flex-wrap gap-2">
        {quick.map((e) => (
          <Button
            key={e}
            size="sm"
            variant="outline"
            loading={pending === e}
            disabled={pending !== null}
            onClick={() => void call(e)}
          >
            {DEV_ENDPOINTS[e].label}
            <span className="font-mono text-[11px] text-fg-muted">{DEV_ENDPOINTS[e].method}</span>
          </Button>
        ))}
      </div>

      <div className="mt-4 grid gap-3">
        <form
          onSubmit={submit('mockRegister', register)}
          aria-label="模拟注册"
          className="rounded-xl bg-bg-soft/60 border border-line p-3"
        >
          <p className="text-xs font-semibold text-fg mb-2">
            模拟注册 <span className="font-mono font-normal text-fg-muted">POST /test/mock-register</span>
          </p>
          <div className="grid grid-cols-2 gap-2">
            <Field
              label="用户名"
              value={register.username}
              onChange={(e) => setRegister({ ...register, username: e.target.value })}
              autoComplete="off"
            />
            <Field
              label="显示名称"
              value={register.displayName}
              onChange={(e) => setRegister({ ...register, displayName: e.target.value })}
              autoComplete="off"
            />
            <Field
              label="邮箱"
              type="email"
              value={register.email}
              onChange={(e) => setRegister({ ...register, email: e.target.value })}
              autoComplete="off"
            />
            <Field
              label="密码"
              type="text"
              value={register.password}
              onChange={(e) => setRegister({ ...register, password: e.target.value })}
              autoComplete="off"
            />
          </div>
          <Button
            type="submit"
            size="sm"
            className="mt-3"
            loading={pending === 'mockRegister'}
            disabled={pending !== null}
          >
            发送模拟注册
          </Button>
        </form>
        <form
          onSubmit={submit('mockLogin', login)}
          aria-label="模拟登录"
          className="rounded-xl bg-bg-soft/60 border border-line p-3"
        >
          <p className="text-xs font-semibold text-fg mb-2">
            模拟登录 <span className="font-mono font-normal text-fg-muted">POST /test/mock-login</span>
          </p>
          <div className="grid grid-cols-2 gap-2">
            <Field
              label="邮箱"
              type="email"
              value={login.email}
              onChange={(e) => setLogin({ ...login, email: e.target.value })}
              autoComplete="off"
            />
            <Field
              label="密码"
              type="text"
              value={login.password}
              onChange={(e) => setLogin({ ...login, password: e.target.value })}
              autoComplete="off"
            />
          </div>
          <Button
            type="submit"
            size="sm"
            className="mt-3"
            loading={pending === 'mockLogin'}
            disabled={pending !== null}
          >
            发送模拟登录
          </Button>
        </form>
      </div>

      {result ? (
        <ResultView result={result} />
      ) : (
        <p className="mt-4 text-xs text-fg-soft">点击上方按钮发送请求，响应会显示在这里。</p>
      )}
    </Panel>
  )
}
