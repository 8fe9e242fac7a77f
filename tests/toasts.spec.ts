import { expect, test } from './fixtures'
import { DEMO, signUp, visit } from './helpers'

// R8.34: the brief success toasts of sign-up, like and bookmark (both ways), logout and login. The post's
// 帖子已删除 and 更新成功！ are checked in tests/post.spec.ts and tests/create-post.spec.ts.
test('R6.3 R8.34 success toasts: welcome on sign-up, like and unlike, bookmark and unbookmark, logged out safely, login', async ({
  page,
}) => {
  const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first()
  await signUp(page, 'ts')
  await expect(toast('注册成功')).toBeVisible()

  await visit(page, '/post/1')
  const actions = page.getByRole('article')
  await actions.getByRole('button', { name: /^点赞 \d+$/ }).click()
  await expect(toast('点赞成功')).toBeVisible()
  await actions.getByRole('button', { name: /^取消点赞 \d+$/ }).click()
  await expect(toast('已取消点赞')).toBeVisible()
  await actions.getByRole('button', { name: /^收藏 \d+$/ }).click()
  await expect(toast('收藏成功')).toBeVisible()
  await actions.getByRole('button', { name: /^取消收藏 \d+$/ }).click()
  await expect(toast('已取消收藏')).toBeVisible()

  await visit(page, '/settings')
  await page.getByRole('button', { name: '退出登录' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(toast('已安全退出')).toBeVisible()

  await page.getByLabel('邮箱').fill(DEMO.email)
  await page.getByLabel('密码', { exact: true }).fill(DEMO.password)
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(toast('登录成功')).toBeVisible()
})
