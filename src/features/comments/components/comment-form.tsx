import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { Button } from '@/components/ui/button'
import { COMMENT_MAX } from '@/schemas/comment.schema'
import { MSG } from '@/schemas/messages'
import { charCount } from '@/schemas/text-length'

/** R9.39: the box grows with its text up to this height, then scrolls. */
export const COMMENT_BOX_MAX_PX = 120

export interface CommentFormProps {
  /** Whom a reply is addressed to (its placeholder says so). */
  replyTo?: string | null
  placeholder?: string
  autoFocus?: boolean
  /** A comment from here is still on its way: sending again waits (R5.11). */
  busy?: boolean
  /** Sends the text; `false` means it was not taken (a visitor asked to log in, R5.23): the text stays in the box. */
  onSubmit: (content: string) => boolean | void
  onCancel?: () => void
  /** `dialog`: the post dialog's always-shown input, one compact row with its send button (R2.40, R5.12). */
  variant?: 'page' | 'dialog'
}

/** R5.9–R5.11: the comment box — counter n/1000 (red over the limit), send disabled when blank or over, Ctrl/Cmd+Enter sends. */
export function CommentForm({
  replyTo = null,
  placeholder,
  autoFocus = false,
  busy = false,
  onSubmit,
  onCancel,
  variant = 'page',
}: CommentFormProps) {
  const [text, setText] = useState('')
  const [tried, setTried] = useState(false)
  const box = useRef<HTMLTextAreaElement>(null)
  const counterId = useId()
  const trimmed = text.trim()
  // Characters as the server counts them (an emoji is one).
  const count = charCount(trimmed)
  const over = count > COMMENT_MAX
  const error = over ? MSG.commentMax(COMMENT_MAX) : tried && !trimmed ? MSG.commentRequired : null

  // R9.39: grow with the text, up to 120 px.
  useLayoutEffect(() => {
    const el = box.current
    if (!el) return
    el.style.height = 'auto'
    el.style.height = `${Math.min(el.scrollHeight, COMMENT_BOX_MAX_PX)}px`
  }, [text])

  const send = () => {
    setTried(true)
    if (!trimmed || over || busy) return
    if (onSubmit(trimmed) === false) return
    setText('')
    setTried(false)
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    send()
  }
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault()
      send()
    } else if (e.key === 'Escape' && onCancel) {
      e.preventDefault()
      // In a dialog, Esc here cancels the reply and leaves the dialog open.
      e.stopPropagation()
      onCancel()
    }
  }

  if (variant === 'dialog') {
    // One row; the counter shows once there is something to count (or to refuse).
    const counted = text.length > 0 || !!error
    return (
      <form onSubmit={submit}>
        <div className="flex items-end gap-2">
          <div className="flex-1 min-w-0 rounded-[20px] border border-line bg-bg-soft focus-within:(border-primary bg-bg-card) transition-colors">
            <textarea
              ref={box}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onKeyDown}
              rows={1}
              autoFocus={autoFocus}
              aria-label={replyTo ? `回复 ${replyTo}` : '评论内容'}
              aria-invalid={error ? true : undefined}
              aria-describedby={counted ? counterId : undefined}
              placeholder={placeholder ?? (replyTo ? `回复 @${replyTo}：` : '写下你的想法...')}
              style={{ maxHeight: COMMENT_BOX_MAX_PX }}
              className="block w-full resize-none bg-transparent px-4 py-2 text-[15px] leading-6 outline-none placeholder:text-fg-soft overflow-y-auto"
            />
          </div>
          {onCancel && (
            <Button variant="ghost" size="sm" className="h-10" onClick={onCancel}>
              取消
            </Button>
          )}
          <Button type="submit" size="sm" className="h-10 px-4" disabled={!trimmed || over || busy}>
            {busy ? '发送中…' : '发送'}
          </Button>
        </div>
        {counted && (
          <p
            id={counterId}
            className={`px-4 pt-1 text-xs tabular-nums ${over ? 'text-danger font-medium' : 'text-fg-soft'}`}
            aria-live="polite"
          >
            {count}/{COMMENT_MAX}
            {error && <span className="ml-2">{error}</span>}
          </p>
        )}
      </form>
    )
  }

  return (
    <form
      onSubmit={submit}
      className="rounded-2xl border border-line bg-bg-soft focus-within:(border-primary bg-bg-card) transition-colors"
    >
      <textarea
        ref={box}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        rows={1}
        autoFocus={autoFocus}
        aria-label={replyTo ? `回复 ${replyTo}` : '评论内容'}
        aria-invalid={error ? true : undefined}
        aria-describedby={counterId}
        placeholder={placeholder ?? (replyTo ? `回复 @${replyTo}：` : '说点什么，友善的评论让人更开心～')}
        style={{ maxHeight: COMMENT_BOX_MAX_PX }}
        className="block w-full resize-none bg-transparent px-4 pt-3 pb-1 text-[15px] leading-6 outline-none placeholder:text-fg-soft overflow-y-auto"
      />
      <div className="flex items-center gap-2 px-3 pb-2 pt-1">
        <p
          id={counterId}
          className={`text-xs tabular-nums ${over ? 'text-danger font-medium' : 'text-fg-soft'}`}
          aria-live="polite"
        >
          {count}/{COMMENT_MAX}
          {error && <span className="ml-2">{error}</span>}
        </p>
        <span className="flex-1" />
        <span className="hidden sm:inline text-[11px] text-fg-soft">Ctrl + Enter 发送</span>
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            取消
          </Button>
        )}
        <Button type="submit" size="sm" disabled={!trimmed || over || busy}>
          {busy ? '发送中…' : '发布'}
        </Button>
      </div>
    </form>
  )
}
