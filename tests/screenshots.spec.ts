import { expect, test } from '@playwright/test'

// Screens checked by eye: light and dark, desktop and phone widths. PNGs land in tests/screenshots/.
const SCREENS = [
  { name: 'login', path: '/login', ready: '欢迎回来' },
  { name: 'register', path: '/register', ready: '创建账号' },
  { name: '404', path: '/nope', ready: 'Page not found' },
  { name: 'theme-settings', path: '/theme-settings', ready: '主题设置' },
  { name: 'home', path: '/', ready: '发现生活里的小美好' },
]
const WIDTHS = [
  { w: 1280, h: 800 },
  { w: 390, h: 844 },
]

for (const screen of SCREENS) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const { w, h } of WIDTHS) {
      test(`screenshot ${screen.name} ${scheme} ${w}px renders its heading`, async ({ page }) => {
        await page.setViewportSize({ width: w, height: h })
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
        await page.goto(screen.path)
        await expect(page.getByRole('heading', { name: screen.ready })).toBeVisible()
        await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark).*$/)
        await page.screenshot({ path: `tests/screenshots/${screen.name}-${scheme}-${w}.png`, fullPage: true })
      })
    }
  }
}
