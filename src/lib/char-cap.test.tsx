import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { charCap } from './char-cap'

function Capped({ max, initial = '' }: { max: number; initial?: string }) {
  const [value, setValue] = useState(initial)
  return <input aria-label="text" value={value} {...charCap(max, value, setValue)} />
}

describe('charCap: a text field capped in characters (code points), as the server counts', () => {
  it('takes as many astral characters as the limit, where maxlength would take half', async () => {
    const user = userEvent.setup()
    render(<Capped max={3} />)
    const box = screen.getByRole('textbox')
    await user.type(box, '😀𠀀🍋x')
    expect(box).toHaveValue('😀𠀀🍋')
  })

  it('cuts what is typed in the middle, not the end, and keeps the caret after what was kept', async () => {
    const user = userEvent.setup()
    render(<Capped max={4} initial="abc" />)
    const box = screen.getByRole<HTMLInputElement>('textbox')
    await user.click(box)
    box.setSelectionRange(1, 1)
    await user.paste('XYZ')
    expect(box).toHaveValue('aXbc')
    expect(box.selectionStart).toBe(2)
  })

  it('leaves a composition whole while it is under way, and caps it when it ends', () => {
    render(<Capped max={2} initial="中" />)
    const box = screen.getByRole('textbox')
    // As Chrome sends it: input events marked isComposing, the last one before compositionend.
    const composing = (text: string) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, text)
      fireEvent(box, new InputEvent('input', { bubbles: true, isComposing: true }))
    }
    fireEvent.compositionStart(box)
    composing('中nihao')
    expect(box).toHaveValue('中nihao')
    composing('中你好')
    expect(box).toHaveValue('中你好')
    fireEvent.compositionEnd(box)
    expect(box).toHaveValue('中你')
  })

  it('keeps a value already over the limit (read from the server) and adds nothing to it', () => {
    render(<Capped max={2} initial="abcd" />)
    const box = screen.getByRole('textbox')
    fireEvent.change(box, { target: { value: 'abcde' } })
    expect(box).toHaveValue('abcd')
    fireEvent.change(box, { target: { value: 'abc' } })
    expect(box).toHaveValue('abc')
  })
})
