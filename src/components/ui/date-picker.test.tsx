import { useState } from 'react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DatePicker } from './date-picker'

// A fixed "now" (only Date is faked, so user-event and the popover's timers run as usual).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2024, 4, 15, 12, 0, 0)) // 15 May 2024, local time
})
afterEach(() => vi.useRealTimers())

function Harness({
  initial = null,
  onChange = () => {},
}: {
  initial?: string | null
  onChange?: (v: string | null) => void
}) {
  const [value, setValue] = useState<string | null>(initial)
  return (
    <DatePicker
      label="生日"
      value={value}
      onChange={(v) => {
        setValue(v)
        onChange(v)
      }}
    />
  )
}

async function openPicker(name: RegExp | string = /生日/) {
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name }))
  const dialog = await screen.findByRole('dialog')
  return { user, dialog }
}

describe('DatePicker', () => {
  it('R2.55 the trigger is labelled and shows 选择生日 until a date is set, then the date', () => {
    const { unmount } = render(<Harness />)
    expect(screen.getByRole('button', { name: '生日 选择生日' })).toBeInTheDocument()
    unmount()
    render(<Harness initial="1995-03-14" />)
    expect(screen.getByRole('button', { name: '生日 1995年3月14日' })).toBeInTheDocument()
  })

  it('R2.55 R9.16 the year selector runs from 1950 to this year, the month selector 1–12 (later months of this year disabled)', async () => {
    render(<Harness />)
    const { dialog } = await openPicker()
    const years = within(dialog).getByRole('combobox', { name: '年份' })
    const options = within(years)
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(options[0]).toBe('1950年')
    expect(options.at(-1)).toBe('2024年')
    expect(options).toHaveLength(2024 - 1950 + 1)
    expect(years).toHaveValue('2024')
    const months = within(within(dialog).getByRole('combobox', { name: '月份' })).getAllByRole('option')
    expect(months.map((o) => o.textContent)).toEqual(Array.from({ length: 12 }, (_, i) => `${i + 1}月`))
    expect(months[4]).toBeEnabled()
    expect(months[5]).toBeDisabled()
  })

  it('R2.55 the weekday header starts on Sunday: 日 一 二 三 四 五 六', async () => {
    render(<Harness />)
    const { dialog } = await openPicker()
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['日', '一', '二', '三', '四', '五', '六'])
    // 1 May 2024 was a Wednesday: the first row starts with three blanks.
    const firstRow = within(dialog).getAllByRole('row')[1]!
    expect(within(firstRow).getAllByRole('button')[0]).toHaveAccessibleName('2024年5月1日')
    expect(firstRow.querySelectorAll('td')[3]).toContainElement(
      within(dialog).getByRole('button', { name: '2024年5月1日' }),
    )
  })

  it('R2.55 R5.21 days after today are disabled, today and earlier can be chosen; there is no next month', async () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    const { user, dialog } = await openPicker()
    expect(within(dialog).getByRole('button', { name: '2024年5月16日' })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: '2024年5月31日' })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: '2024年5月15日' })).toBeEnabled()
    expect(within(dialog).getByRole('button', { name: '2024年5月15日' })).toHaveAttribute('aria-current', 'date')
    expect(within(dialog).getByRole('button', { name: '下个月' })).toBeDisabled()
    await user.click(within(dialog).getByRole('button', { name: '2024年5月16日' }))
    expect(onChange).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: '2024年5月3日' }))
    expect(onChange).toHaveBeenLastCalledWith('2024-05-03')
    expect(screen.getByRole('button', { name: '生日 2024年5月3日' })).toBeInTheDocument()
  })

  it('R2.55 year and month selectors change the month shown; a chosen day is sent as YYYY-MM-DD', async () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    const { user, dialog } = await openPicker()
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '年份' }), '1990')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '月份' }), '2')
    expect(within(dialog).getByRole('grid', { name: '1990年2月' })).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: '1990年2月29日' })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: '上个月' }))
    await user.click(within(dialog).getByRole('button', { name: '1990年1月31日' }))
    expect(onChange).toHaveBeenLastCalledWith('1990-01-31')
  })

  it('R2.55 R5.21 清除 clears the date (null) and 今天 picks today', async () => {
    const onChange = vi.fn()
    render(<Harness initial="1995-03-14" onChange={onChange} />)
    let { user, dialog } = await openPicker()
    expect(within(dialog).getByRole('grid', { name: '1995年3月' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: '1995年3月14日' }).closest('td')).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await user.click(within(dialog).getByRole('button', { name: '清除' }))
    expect(onChange).toHaveBeenLastCalledWith(null)
    expect(screen.getByRole('button', { name: '生日 选择生日' })).toBeInTheDocument()
    ;({ user, dialog } = await openPicker())
    await user.click(within(dialog).getByRole('button', { name: '今天' }))
    expect(onChange).toHaveBeenLastCalledWith('2024-05-15')
  })

  it('R2.55 keyboard: the chosen day has focus on opening, arrows and PageUp move it, Enter picks, Esc closes', async () => {
    const onChange = vi.fn()
    render(<Harness initial="2000-01-10" onChange={onChange} />)
    const { user, dialog } = await openPicker()
    const start = within(dialog).getByRole('button', { name: '2000年1月10日' })
    await vi.waitFor(() => expect(start).toHaveFocus())
    await user.keyboard('{ArrowRight}')
    expect(within(dialog).getByRole('button', { name: '2000年1月11日' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(within(dialog).getByRole('button', { name: '2000年1月18日' })).toHaveFocus()
    await user.keyboard('{PageUp}')
    expect(within(dialog).getByRole('button', { name: '1999年12月18日' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('1999-12-18')
    await openPicker()
    await user.keyboard('{Escape}')
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('R2.55 the keyboard never lands on a future day', async () => {
    render(<Harness initial="2024-05-14" />)
    const { user, dialog } = await openPicker()
    await vi.waitFor(() => expect(within(dialog).getByRole('button', { name: '2024年5月14日' })).toHaveFocus())
    await user.keyboard('{ArrowDown}')
    expect(within(dialog).getByRole('button', { name: '2024年5月15日' })).toHaveFocus()
  })
})
