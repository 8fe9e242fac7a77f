import { deflateSync, crc32 } from 'node:zlib'
import type { Page } from '@playwright/test'
import { analyze } from './axe'
import { expect, test } from './fixtures'
import { signUp, visit } from './helpers'

/** A small, valid PNG (solid colour), encoded here so the test needs no file on disk. */
function png(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([len, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // truecolour RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())])
  const pixels = Buffer.concat(Array.from({ length: size }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

async function noSeriousViolations(page: Page) {
  const results = await analyze(page, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  })
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

async function openEditor(page: Page, displayName: string) {
  await visit(page, '/profile/edit')
  await expect(page.getByRole('heading', { level: 1, name: '编辑资料' })).toBeVisible()
  await expect(page.getByLabel('显示名称')).toHaveValue(displayName)
}

test.describe('edit profile', () => {
  test('R1.8 R6.3 R5.18 R8.31 R4.33 R2.5 an empty display name is refused; a valid save says 保存成功, lands on /profile and the new name shows here and in another tab at once', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    const { displayName } = await signUp(page, 'pe')
    // A second tab of the same browser, on the feed: its header must follow without a reload.
    const other = await context.newPage()
    await other.goto('/')
    await expect(other.getByRole('link', { name: '我的主页' }).getByRole('img', { name: displayName })).toBeVisible()

    await openEditor(page, displayName)
    const name = page.getByLabel('显示名称')
    await name.fill('   ')
    await page.getByRole('button', { name: '保存', exact: true }).click()
    await expect(toast(page, '显示名称不能为空')).toContainText('错误')
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveURL(/\/profile\/edit$/)

    const newName = `新名字${Date.now().toString(36).slice(-4)}`
    await name.fill(`  ${newName}  `)
    await page.getByLabel('个人简介').fill('喜欢拍照和咖啡')
    await expect(page.getByText('7/200')).toBeVisible()
    await page.getByRole('radio', { name: '女' }).check({ force: true })
    await page.getByLabel('所在地').fill('杭州')
    await page.getByLabel('个人网站').fill('lemon.example.com')
    await expect(page.getByRole('link', { name: 'lemon.example.com' })).toHaveAttribute('rel', 'noopener noreferrer')
    await page.getByRole('button', { name: '保存', exact: true }).click()

    await expect(toast(page, '保存成功')).toContainText('您的个人资料已更新')
    await expect(page).toHaveURL(/\/profile$/)
    await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible()
    await expect(page.getByRole('link', { name: '我的主页' }).getByRole('img', { name: newName })).toBeVisible()
    await expect(other.getByRole('link', { name: '我的主页' }).getByRole('img', { name: newName })).toBeVisible()

    // Saved on the server, not only in this tab.
    await page.reload()
    await openEditor(page, newName)
    await expect(page.getByLabel('个人简介')).toHaveValue('喜欢拍照和咖啡')
    await expect(page.getByRole('radio', { name: '女' })).toBeChecked()
    await expect(page.getByLabel('个人网站')).toHaveValue('https://lemon.example.com')
  })

  test('R2.55 R5.21 R9.16 the birthday picker disables future days; a chosen birthday shows the age and is saved', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const { displayName } = await signUp(page, 'pb')
    await openEditor(page, displayName)
    await page.getByRole('button', { name: '生日 选择生日' }).click()
    const picker = page.getByRole('dialog', { name: '选择生日' })
    await expect(picker).toBeVisible()
    await noSeriousViolations(page)

    const today = await page.evaluate(() => {
      const d = new Date()
      const t = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1)
      const label = (x: Date) => `${x.getFullYear()}年${x.getMonth() + 1}月${x.getDate()}日`
      return { year: d.getFullYear(), today: label(d), tomorrow: label(t), sameMonth: t.getMonth() === d.getMonth() }
    })
    const years = picker.getByRole('combobox', { name: '年份' })
    await expect(years.locator('option').first()).toHaveText('1950年')
    await expect(years.locator('option').last()).toHaveText(`${today.year}年`)
    await expect(picker.getByRole('button', { name: today.today })).toBeEnabled()
    await expect(picker.getByRole('button', { name: today.today })).toBeFocused()
    if (today.sameMonth) await expect(picker.getByRole('button', { name: today.tomorrow })).toBeDisabled()
    await expect(picker.getByRole('button', { name: '下个月' })).toBeDisabled()
    // The keyboard cannot reach tomorrow either.
    await page.keyboard.press('ArrowRight')
    await expect(picker.getByRole('button', { name: today.today })).toBeFocused()

    await years.selectOption('1995')
    await picker.getByRole('combobox', { name: '月份' }).selectOption('3')
    await picker.getByRole('button', { name: '1995年3月14日' }).click()
    await expect(picker).toBeHidden()
    const age = await page.evaluate(() => {
      const now = new Date()
      return now.getFullYear() - 1995 - (now.getMonth() < 2 || (now.getMonth() === 2 && now.getDate() < 14) ? 1 : 0)
    })
    await expect(page.getByText(`${age}岁`, { exact: true })).toBeVisible()
    await page.getByRole('button', { name: '保存', exact: true }).click()
    await expect(toast(page, '保存成功')).toBeVisible()
    // Read back from the server, not this tab's cache.
    await page.reload()
    await openEditor(page, displayName)
    await expect(page.getByRole('button', { name: '生日 1995年3月14日' })).toBeVisible()
  })

  test('R6.3 R5.22 R8.29 R1.8 R2.56 the avatar dialog traps focus, refuses nothing chosen and an image over 2 MB; a valid one shows in the header at once', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const { displayName } = await signUp(page, 'pa')
    await openEditor(page, displayName)
    await page.getByRole('button', { name: '更换头像' }).click()
    const dialog = page.getByRole('dialog', { name: '更换头像' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('支持 JPG、PNG、GIF 格式，最大 2MB，建议使用正方形图片')
    await noSeriousViolations(page)
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      // The trap's guards at the dialog's edges send focus back in a moment later, hence the poll.
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true)
    }

    await dialog.getByRole('button', { name: '确认上传' }).click()
    await expect(toast(page, '请先选择图片')).toBeVisible()

    const input = dialog.getByLabel('选择图片')
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(Math.round(2.1 * 1024 * 1024), 1),
    })
    await expect(toast(page, '图片大小不能超过2MB')).toBeVisible()
    await expect(dialog.getByRole('img', { name: '新头像预览' })).toHaveCount(0)
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await expect(toast(page, '请选择图片文件')).toBeVisible()

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(48, [242, 139, 168]) })
    await expect(dialog.getByRole('img', { name: '新头像预览' })).toBeVisible()
    await dialog.getByRole('button', { name: '确认上传' }).click()
    await expect(toast(page, '头像更新成功！')).toBeVisible()
    await expect(dialog).toBeHidden()

    const headerAvatar = page.getByRole('link', { name: '我的主页' }).getByRole('img', { name: displayName })
    await expect(headerAvatar).toHaveAttribute('src', /\/uploads\//)
    await expect.poll(() => headerAvatar.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(48)
    // Kept by the server: the header still shows it after a reload.
    await page.reload()
    await expect(page.getByRole('link', { name: '我的主页' }).getByRole('img', { name: displayName })).toHaveAttribute(
      'src',
      /\/uploads\//,
    )
  })
})
