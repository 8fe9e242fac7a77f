import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '@/test/render-route'
import { parseCoverage } from '../model/coverage-table'
import type { RuleScreens } from '../model/rule-screens'
import type { TestResultsState } from '../model/test-results-source'
import { BUILD_COMMIT, bundledTest, fakeBundle, result, runInfo } from '../test/fake-results'
import { CoveragePanel } from './coverage-panel'

const TABLE = parseCoverage(`## §2 Screens and routes

| rule | layers | text | status | evidence | missing / note |
|---|---|---|---|---|---|
| R2.16 | screen | /test-api, /auth-debug — developer pages | tested | \`src/features/dev-console/components/test-api-page.test.tsx › R2.16 buttons call the dev API\` |  |
| R2.28 | screen | Post card: cover image, title | partial | \`src/components/post-card.test.tsx › R2.28 a card opens its post\` | the avatar click is not checked |

## §7 The calls it makes

| rule | layers | text | status | evidence | missing / note |
|---|---|---|---|---|---|
| R7.1 | client | POST /auth/login | tested | \`src/api/auth.test.ts › R7.1 sends the body\` |  |
| R7.2 | server | POST /auth/register | not yet |  | no server test yet |
`)

const TESTS = [
  bundledTest({
    title: 'R2.16 buttons call the dev API',
    file: 'src/features/dev-console/components/test-api-page.test.tsx',
    line: 40,
    result: result('passed', { durationMs: 120 }),
  }),
  bundledTest({
    title: 'R2.16 every route loads',
    file: 'tests/route-table.spec.ts',
    line: 12,
    kind: 'journey',
    runner: 'e2e',
    result: null,
  }),
  bundledTest({
    title: 'R2.28 a card opens its post',
    file: 'src/components/post-card.test.tsx',
    line: 7,
    result: result('failed', { durationMs: 2400 }),
  }),
  bundledTest({
    title: 'R2.28 the card answers',
    file: 'mock-server/handlers/posts.test.ts',
    line: 3,
    kind: 'server',
    result: result('passed'),
  }),
  bundledTest({
    title: 'R7.1 sends the body',
    file: 'src/api/auth.test.ts',
    line: 5,
    kind: 'client',
    result: result('passed', { commit: 'c0ffee'.padEnd(40, '0') }),
  }),
]
const RULES = {
  'R2.16': { proving: [0, 1], named: [] },
  'R2.28': { proving: [2], named: [3] },
  'R7.1': { proving: [4], named: [] },
}
const ready = (bundle = fakeBundle(TESTS, RULES)): TestResultsState => ({ status: 'ready', bundle })

const SCREENS: RuleScreens = {
  of: (id) =>
    id === 'R2.16'
      ? { key: 'testApi', label: '开发者工具', href: '/test-api' }
      : id === 'R2.28'
        ? { key: 'home', label: '首页', href: '/' }
        : null,
  all: [
    { key: 'home', label: '首页', href: '/' },
    { key: 'testApi', label: '开发者工具', href: '/test-api' },
  ],
}

function renderPanel(results: TestResultsState = ready()) {
  return renderRoute(<CoveragePanel table={TABLE} results={results} screens={SCREENS} />, { path: '/test-api' })
}

const rules = () => within(screen.getByRole('region', { name: '规则列表' }))
const ruleIds = () =>
  rules()
    .queryAllByRole('rowheader')
    .map((h) => h.textContent)
// Each cell shows once for phones and once for wider screens; happy-dom has no media queries, so take the first.
const testsOf = async (user: ReturnType<typeof userEvent.setup>, id: string) => {
  const row = rules().getByRole('rowheader', { name: id }).closest('tr')!
  await user.click(within(row).getAllByText(/个测试/)[0]!)
  return within(within(row).getAllByRole('list', { name: `${id} 的测试` })[0]!)
}

describe('R2.16 rule browser on /test-api', () => {
  it('shows each rule’s proving tests with their last result, time and file:line, and links the screen where it shows', async () => {
    const user = userEvent.setup()
    const { location } = renderPanel()
    const tests = await testsOf(user, 'R2.16')
    const [unit, journey] = tests.getAllByRole('listitem')
    expect(unit).toHaveTextContent('通过')
    expect(unit).toHaveTextContent('120 ms')
    expect(unit).toHaveTextContent('R2.16 buttons call the dev API')
    expect(unit).toHaveTextContent('src/features/dev-console/components/test-api-page.test.tsx:40 · 组件')
    expect(journey).toHaveTextContent('无结果')
    expect(journey).toHaveTextContent('tests/route-table.spec.ts:12 · 端到端')

    // A test whose kind cannot prove the rule is listed apart, and its pass does not hide the failure.
    const card = await testsOf(user, 'R2.28')
    expect(card.getAllByRole('listitem')[0]).toHaveTextContent(/失败.*2\.4 s/)
    expect(card.getAllByRole('listitem')[1]).toHaveTextContent('未计入（服务端测试不能证明此规则的层）')
    const cardRow = rules().getByRole('rowheader', { name: 'R2.28' }).closest('tr')!
    expect(within(cardRow).getAllByText('有失败')[0]).toBeInTheDocument()
    expect(within(cardRow).getAllByText('1 个测试，1 个失败，1 个未计入')[0]).toBeInTheDocument()

    // Screen rules link their screen; other rules do not.
    const link = rules().getByRole('link', { name: /在界面中查看：开发者工具/ })
    expect(link).toHaveAttribute('href', '/test-api')
    expect(rules().getAllByRole('link')).toHaveLength(2)
    await user.click(rules().getByRole('link', { name: /在界面中查看：首页/ }))
    expect(location.history.at(-1)).toBe('/')
  })

  it('says which runs the results come from and which are missing', () => {
    renderPanel(
      ready(
        fakeBundle(TESTS, RULES, {
          runs: { unit: runInfo({ lastRun: { ...runInfo().lastRun, partial: 2 } }), e2e: null },
        }),
      ),
    )
    const source = screen.getByRole('region', { name: '测试结果来源' })
    expect(source).toHaveTextContent(
      `本构建${new Date('2026-11-02T11:00:00.000Z').toLocaleString('zh-CN', { hour12: false })} · 提交 bbbbbbb`,
    )
    expect(source).toHaveTextContent('单元与组件测试（vitest）最近一次运行')
    expect(source).toHaveTextContent('180 个文件（其中 2 个只运行了部分测试）')
    expect(source).toHaveTextContent('共 11 条结果：10 通过，1 失败，0 跳过')
    expect(source).toHaveTextContent('端到端测试（Playwright）本构建未附带')
    expect(within(source).getByRole('list', { name: '测试结果提示' })).toHaveTextContent('本构建未附带端到端测试的结果')
  })

  it('filters by result, coverage status, section, layer and screen, and resets', async () => {
    const user = userEvent.setup()
    renderPanel()
    expect(ruleIds()).toEqual(['R2.16', 'R2.28', 'R7.1', 'R7.2'])
    const byResult = within(screen.getByRole('group', { name: '按结果筛选' }))
    await user.click(byResult.getByRole('button', { name: '有失败 1' }))
    expect(ruleIds()).toEqual(['R2.28'])
    await user.click(byResult.getByRole('button', { name: '全部通过 1' }))
    expect(ruleIds()).toEqual(['R7.1'])
    // R2.16's journey has no result yet.
    await user.click(byResult.getByRole('button', { name: '部分无结果 1' }))
    expect(ruleIds()).toEqual(['R2.16'])
    await user.click(byResult.getByRole('button', { name: '部分无结果 1' }))

    await user.click(within(screen.getByRole('group', { name: '按状态筛选' })).getByRole('button', { name: '部分 1' }))
    expect(ruleIds()).toEqual(['R2.28'])
    await user.click(screen.getByRole('button', { name: '重置筛选' }))
    await user.selectOptions(screen.getByLabelText('章节'), '7')
    expect(ruleIds()).toEqual(['R7.1', 'R7.2'])
    await user.selectOptions(screen.getByLabelText('层'), 'server')
    expect(ruleIds()).toEqual(['R7.2'])
    await user.click(screen.getByRole('button', { name: '重置筛选' }))
    await user.selectOptions(screen.getByLabelText('界面'), 'home')
    expect(ruleIds()).toEqual(['R2.28'])
    // The search reaches every test of a rule, not only those docs/spec-coverage.md prints.
    await user.click(screen.getByRole('button', { name: '重置筛选' }))
    await user.type(screen.getByLabelText('搜索'), 'route-table.spec')
    expect(ruleIds()).toEqual(['R2.16'])
  })

  it('a search asked for from elsewhere on the page (a machine map’s rule) replaces the filters and shows that rule', async () => {
    const user = userEvent.setup()
    const { rerender } = renderRoute(<CoveragePanel table={TABLE} results={ready()} screens={SCREENS} query={null} />, {
      path: '/test-api',
    })
    await user.selectOptions(screen.getByLabelText('章节'), '7')
    expect(ruleIds()).toEqual(['R7.1', 'R7.2'])
    rerender(<CoveragePanel table={TABLE} results={ready()} screens={SCREENS} query={{ text: 'R2.28', at: 1 }} />)
    expect(await screen.findByLabelText('搜索')).toHaveValue('R2.28')
    expect(ruleIds()).toEqual(['R2.28'])
    // The same rule asked again after the tester changed the search: asked again, shown again.
    await user.clear(screen.getByLabelText('搜索'))
    rerender(<CoveragePanel table={TABLE} results={ready()} screens={SCREENS} query={{ text: 'R2.28', at: 2 }} />)
    expect(await screen.findByLabelText('搜索')).toHaveValue('R2.28')
  })

  it('a build without any result file says so: no result filter, no outcome, every test 无结果', async () => {
    const user = userEvent.setup()
    const bundle = fakeBundle(
      TESTS.map((t) => ({ ...t, result: null })),
      RULES,
      { runs: { unit: null, e2e: null } },
    )
    renderPanel(ready(bundle))
    expect(screen.getByRole('region', { name: '测试结果来源' })).toHaveTextContent('本构建未附带测试结果')
    expect(screen.queryByRole('group', { name: '按结果筛选' })).not.toBeInTheDocument()
    expect(rules().queryByText('有失败')).not.toBeInTheDocument()
    const tests = await testsOf(user, 'R2.16')
    expect(
      tests.getAllByRole('listitem').map((li) => within(li).getByText(/通过|失败|跳过|无结果/).textContent),
    ).toEqual(['无结果', '无结果'])
  })

  it('flags results of another commit, per test and above the table', async () => {
    const user = userEvent.setup()
    renderPanel(ready(fakeBundle(TESTS, RULES, { runs: { unit: runInfo({ otherCommits: 1 }), e2e: runInfo() } })))
    expect(screen.getByRole('list', { name: '测试结果提示' })).toHaveTextContent(
      `单元与组件测试有 1 / 11 条结果来自其他提交，与本构建（${BUILD_COMMIT.slice(0, 7)}）不同，可能已过时。`,
    )
    const tests = await testsOf(user, 'R7.1')
    expect(tests.getByRole('listitem')).toHaveTextContent('来自提交 c0ffee0')
    // A result of this build's commit carries no such note.
    expect((await testsOf(user, 'R2.16')).queryByText(/来自提交/)).not.toBeInTheDocument()
  })

  it('before the results arrive: the tests docs/spec-coverage.md names, and a note; a failed load says so', async () => {
    const user = userEvent.setup()
    const { rerender } = renderPanel({ status: 'loading' })
    expect(screen.getByText('正在读取本构建附带的测试结果…')).toBeInTheDocument()
    const row = rules().getByRole('rowheader', { name: 'R2.16' }).closest('tr')!
    await user.click(within(row).getAllByText('1 个测试')[0]!)
    expect(
      within(row).getAllByText(
        'src/features/dev-console/components/test-api-page.test.tsx › R2.16 buttons call the dev API',
      )[0],
    ).toBeVisible()
    rerender(<CoveragePanel table={TABLE} results={{ status: 'error', message: 'chunk failed' }} screens={SCREENS} />)
    expect(screen.getByText('测试结果读取失败：chunk failed')).toBeInTheDocument()
  })
})
