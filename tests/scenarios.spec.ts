import { expect, test } from './fixtures'

// QA scenarios (issue 24) through the real service-worker backend: a link applies one once as the page opens (the app
// restarts signed in), and a network preset applies in place with one click.

test('/test-api?scenario=demo signs in as the demo user in one visit, then 网络不稳定 applies in one click', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/test-api?scenario=demo')
  const scenarios = page.getByRole('region', { name: '测试场景' })
  const status = scenarios.getByRole('status').first()
  // The demo data again from the seed, on a first visit that has just seeded it: slow on a busy 2-core machine.
  await expect(status).toContainText('已应用场景「演示账号」：已登录为 柠檬小主（demo）', { timeout: 60_000 })
  // Taken off the address: a reload does not apply it again.
  await expect(page).toHaveURL(/\/test-api$/)
  expect(
    await page.evaluate(
      () => (JSON.parse(localStorage.getItem('lemon.user') ?? 'null') as { username: string } | null)?.username,
    ),
  ).toBe('demo')
  await expect(page.getByRole('link', { name: '我的主页' }).first()).toBeVisible()

  await scenarios.getByRole('button', { name: '应用场景「网络不稳定」' }).click()
  await expect(status).toContainText('已应用场景「网络不稳定」：故障规则 1 条')
  await expect(page.getByRole('list', { name: '故障规则' })).toContainText('30% 的请求 · 强制 503 · 一直生效')
})
