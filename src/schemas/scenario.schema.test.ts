import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { FaultRuleSchema } from './qa-handle.schema'
import { SCENARIO_PRESETS, scenarioPreset } from './scenario-presets'
import { ScenarioSchema } from './scenario.schema'

// QA scenarios as the client offers them and the mock accepts them.

const firstMessage = (result: v.SafeParseResult<v.GenericSchema>) =>
  result.success ? null : `${v.getDotPath(result.issues[0]!) ?? ''}: ${result.issues[0]!.message}`

describe('scenario presets', () => {
  it('offer at least the seven QA asked for, each valid, with a unique id a link can carry', () => {
    const ids = SCENARIO_PRESETS.map((p) => p.id)
    expect(ids).toEqual([
      'new-user',
      'demo',
      'heavy-user',
      'flaky-network',
      'slow-network',
      'expired-session',
      'storage-almost-full',
    ])
    for (const preset of SCENARIO_PRESETS) expect(firstMessage(v.safeParse(ScenarioSchema, preset))).toBeNull()
    expect(scenarioPreset('flaky-network')?.faults).toEqual([{ method: '*', path: '/api/*', status: 503, rate: 0.3 }])
    expect(scenarioPreset('nope')).toBeUndefined()
  })

  it('fill in what a scenario leaves out: no faults (a normal network), no storage limit, a live token', () => {
    const parsed = v.parse(ScenarioSchema, scenarioPreset('demo'))
    expect(parsed).toMatchObject({
      faults: [],
      storage: null,
      description: expect.any(String),
      account: { kind: 'user', username: 'demo', accessExpired: false },
    })
    expect(parsed.accessTokenTtlMs).toBeUndefined()
  })
})

describe('ScenarioSchema refuses', () => {
  const base = { id: 'x', name: '场景', data: { kind: 'keep' }, account: { kind: 'keep' } }
  it.each([
    ['an id a link cannot carry', { ...base, id: 'Flaky Network' }, 'id: 场景编号只能包含小写字母、数字和连字符'],
    ['an empty name', { ...base, name: '  ' }, 'name: 请输入场景名称'],
    ['a long name', { ...base, name: '长'.repeat(31) }, 'name: 场景名称不能超过30个字符'],
    [
      'an unknown kind of data',
      { ...base, data: { kind: 'random' } },
      'data.kind: Invalid type: Expected ("keep" | "seed" | "heavy-user" | "saved") but received "random"',
    ],
    [
      'too many generated posts',
      { ...base, data: { kind: 'heavy-user', posts: 50_000, messages: 10 } },
      'data.posts: Invalid value: Expected <=5000 but received 50000',
    ],
    [
      'a fault rate above 1',
      { ...base, faults: [{ path: '/api/*', status: 503, rate: 1.5 }] },
      'faults.0.rate: 比例不能超过 1',
    ],
    [
      'a negative storage headroom',
      { ...base, storage: { headroomBytes: -1 } },
      'storage.headroomBytes: Invalid value: Expected >=0 but received -1',
    ],
  ])('%s', (_what, input, message) => {
    expect(firstMessage(v.safeParse(ScenarioSchema, input))).toBe(message)
  })
})

describe('a fault rule’s rate', () => {
  it('is a share above 0 and at most 1; absent means every request', () => {
    expect(v.parse(FaultRuleSchema, { path: '/api/*', status: 503, rate: 0.3 }).rate).toBe(0.3)
    expect(v.parse(FaultRuleSchema, { path: '/api/*', status: 503 }).rate).toBeUndefined()
    expect(firstMessage(v.safeParse(FaultRuleSchema, { path: '/api/*', rate: 0 }))).toBe('rate: 比例必须大于 0')
  })
})
