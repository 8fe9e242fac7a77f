import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { analyze } from './axe'
import { delayLikeCalls, likeFirstCardInAnotherTab, login, settled } from './helpers'

// Issue 24: the live machines, against the production build (the demo build, where the developer switch turns the
// panel's launcher on). The like's call is slowed through the QA console so its pending state can be watched.

const MASK = '••••'
const LIKE_DELAY_MS = 1500

async function slowLikes(page: Page) {
  await page.goto('/test-api')
  await delayLikeCalls(page, LIKE_DELAY_MS)
}

/** The first feed card clear of the panel (which sits in the bottom-left corner on a wide screen), and its post id. */
async function cardBesidePanel(page: Page, panel: Locator): Promise<{ card: Locator; postId: number }> {
  const panelBox = (await panel.boundingBox())!
  const cards = page.locator('main article')
  await expect(cards.first()).toBeVisible()
  for (let i = 0; i < (await cards.count()); i++) {
    const card = cards.nth(i)
    const box = await card.boundingBox()
    if (!box || box.x < panelBox.x + panelBox.width + 8 || box.y + box.height > 780) continue
    const href = (await card.locator('a[href*="/post/"]').first().getAttribute('href'))!
    return { card, postId: Number(href.split('/').pop()) }
  }
  throw new Error('no card beside the panel')
}

const expand = (machine: Locator) => machine.getByRole('button', { expanded: false }).click()

test.describe('live machines', () => {
  test.describe.configure({ timeout: 120_000 })

  test('turned on in /test-api, the panel opens on any screen: a like appears and goes pending, then idle; the session shows its tokens masked', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await slowLikes(page)
    const toggle = page.getByRole('switch', { name: '在每个页面显示入口' })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-checked', 'true')

    // Signed in after a full load: the recorder is on from the app's start, so the session's whole story is kept.
    await login(page)
    const token = (await page.evaluate(() => localStorage.getItem('lemon.accessToken')))!
    const refreshToken = (await page.evaluate(() => localStorage.getItem('lemon.refreshToken')))!
    await page.getByRole('button', { name: '实时状态机' }).click()
    const panel = page.getByRole('dialog', { name: '实时状态机' })
    await expect(panel).toBeVisible()
    await expect(panel).toBeFocused()

    const session = panel.getByRole('article', { name: '登录状态' })
    await expect(session.getByRole('heading', { level: 3 })).toContainText('authenticated.idle')
    await expect(session.getByRole('heading', { level: 3 })).toContainText('authenticated')
    await expect(panel.getByRole('article', { name: '离线队列' })).toBeVisible()

    const { card, postId } = await cardBesidePanel(page, panel)
    const like = card.getByRole('button', { name: /点赞 \d+/ }).first()
    await like.click()
    const machine = panel.getByRole('article', { name: `点赞 · 帖子 ${postId}` })
    await expect(machine.getByRole('heading', { level: 3 })).toContainText('pending.sending')
    await expect(machine.getByRole('heading', { level: 3 })).toContainText(/标签：\s*pending/)
    // The slowed call answers: settled again, the answer committed.
    await expect(machine.getByRole('heading', { level: 3 })).toContainText('idle', { timeout: LIKE_DELAY_MS + 10_000 })
    await expect(machine.getByRole('heading', { level: 3 })).toContainText(/标签：\s*settled/)
    await expand(machine)
    const likeEvents = machine.getByRole('list', { name: `点赞 · 帖子 ${postId} 的最近事件` }).locator(':scope > li')
    await expect(likeEvents.nth(0)).toContainText(/xstate\.done\.actor\.\S+→ idle/)
    await expect(likeEvents.nth(0)).toContainText('动作：commit')
    await expect(likeEvents.nth(1)).toContainText('toggle.flip→ pending.sending')
    await expect(machine).not.toContainText('rollingBack')
    await expect(machine.getByLabel(`点赞 · 帖子 ${postId} 的上下文`)).toContainText(`"targetId": ${postId}`)

    // The session: its events from the app's start, tokens shown by their last 4 characters, the password not at all.
    await expand(session)
    const sessionEvents = session.getByRole('list', { name: '登录状态 的最近事件' })
    await expect(sessionEvents).toContainText('auth.login→ loggingIn')
    await expect(sessionEvents).toContainText('xstate.init→ anonymous')
    const answer = sessionEvents
      .locator(':scope > li')
      .filter({ hasText: /xstate\.done\.actor\.\S+→ authenticated\.refreshing/ })
    await answer.getByText('事件内容').click()
    const output = answer.getByLabel(/^事件 xstate\.done\.actor\.\S+ 的内容$/)
    await expect(output).toContainText(`"token": "${MASK}${token.slice(-4)}"`)
    await expect(output).toContainText(`"refreshToken": "${MASK}${refreshToken.slice(-4)}"`)
    const signIn = sessionEvents.locator(':scope > li').filter({ hasText: 'auth.login→ loggingIn' })
    await signIn.getByText('事件内容').click()
    await expect(signIn.getByLabel('事件 auth.login 的内容')).toContainText(`"password": "${MASK}"`)
    const everything = (await panel.textContent())!
    expect(everything).not.toContain(token)
    expect(everything).not.toContain(refreshToken)
    expect(everything).not.toContain('demo1234')

    // docs/architecture.md §6: axe on the panel, open with its timelines, in both schemes.
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
      await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /(^|\s)dark(\s|$)/ : /^(?!.*(^|\s)dark(\s|$))/)
      // The panel's colours transition to the new scheme: read them once they have arrived.
      await settled(page)
      const results = await analyze(
        page,
        {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
          rules: { 'target-size': { enabled: true } },
          resultTypes: ['violations'],
        },
        'section[role="dialog"]',
      )
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(blocking.map((v) => `${scheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    }

    // Esc closes it, and the focus goes back to the launcher.
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(page.getByRole('button', { name: '实时状态机' })).toBeFocused()
  })

  test("/test-api shows another tab's machines as they move there", async ({ page, context }) => {
    await slowLikes(page)
    const section = page.getByRole('region', { name: '实时状态机' })
    await expect(section.getByRole('list', { name: '本标签页的状态机' })).toBeVisible()

    // A second tab, opened after the panel: it is asked as it starts, and reports its machines.
    const { other, postId } = await likeFirstCardInAnotherTab(context)

    const theirs = section.getByRole('list', { name: '标签页 / 的状态机' })
    await expect(theirs.getByRole('article', { name: '登录状态' })).toContainText('authenticated.idle')
    const machine = theirs.getByRole('article', { name: `点赞 · 帖子 ${postId}` })
    await expect(machine).toContainText('pending.sending')
    await expect(machine).toContainText(/标签：\s*settled/, { timeout: LIKE_DELAY_MS + 10_000 })
    await expand(machine)
    await expect(machine.getByRole('list', { name: `点赞 · 帖子 ${postId} 的最近事件` })).toContainText(
      'toggle.flip→ pending.sending',
    )

    // The other tab closes: it leaves the list (at once when it says so; a tab that could not is dropped once silent).
    await other.close()
    await expect(theirs).toBeHidden({ timeout: 30_000 })
  })
})
