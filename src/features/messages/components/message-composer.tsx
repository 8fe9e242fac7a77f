import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Button } from '@/components/ui/button'
import { charCap } from '@/lib/char-cap'
import { MESSAGE_MAX } from '@/schemas/message.schema'

/** R2.61, R4.29: Enter sends, Shift+Enter adds a line; send disabled while sending or when blank; the text stays on failure. */
export function MessageComposer({
  sending,
  onSend,
}: {
  sending: boolean
  onSend: (content: string) => Promise<boolean>
}) {
  const [text, setText] = useState('')
  const box = useRef<HTMLTextAreaElement>(null)
  const blank = text.trim() === ''
  useLayoutEffect(() => {
    const el = box.current
    if (!el) return
    el.style.height = 'auto'
    el.style.height = `${Math.min(el.scrollHeight, 140)}px`
  }, [text])
  const send = async () => {
    if (blank || sending) return
    if (await onSend(text.trim())) setText('')
  }
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault()
      void send()
    }
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        void send()
      }}
      className="flex items-end gap-2 p-3 border-t border-line bg-bg-card"
    >
      <textarea
        ref={box}
        rows={1}
        value={text}
        {...charCap(MESSAGE_MAX, text, setText)}
        onKeyDown={onKeyDown}
        aria-label="消息内容"
        placeholder="发消息…"
        title="Enter 发送，Shift + Enter 换行"
        className="flex-1 resize-none rounded-2xl bg-bg-soft px-4 py-2.5 text-[15px] leading-6 outline-none border border-transparent focus:(border-primary bg-bg-card) placeholder:text-fg-soft"
      />
      <Button type="submit" disabled={blank || sending} loading={sending}>
        发送
      </Button>
    </form>
  )
}
