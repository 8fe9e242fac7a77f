/** A new time label in a conversation when this much has passed since the message before (as chat apps do). */
export const TIME_GAP_MS = 5 * 60_000

const pad = (n: number) => String(n).padStart(2, '0')
const hm = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`
const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()

/**
 * A conversation's time label, relative to `now` in the viewer's zone: today 14:05, 昨天 14:05, 3月5日 14:05 this
 * year, else 2025年3月5日 14:05. (The history's 今天/昨天 headings and R9.38's "N分钟前" are for lists; a chat
 * shows the clock.)
 */
export function formatMessageTime(iso: string, now = new Date()): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  const days = Math.round((startOfDay(now) - startOfDay(d)) / 86_400_000)
  if (days === 0) return hm(d)
  if (days === 1) return `昨天 ${hm(d)}`
  const md = `${d.getMonth() + 1}月${d.getDate()}日 ${hm(d)}`
  return d.getFullYear() === now.getFullYear() ? md : `${d.getFullYear()}年${md}`
}

/** The exact time of one message (its tooltip and the text a screen reader reads with it): 2026年3月5日 14:05. */
export function formatExactTime(iso: string): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  return `${d.getFullYear()}年${d.getMonth() + 1}月${d.getDate()}日 ${hm(d)}`
}

/**
 * For each time (oldest first), whether it opens a group: the first one, and any more than `TIME_GAP_MS` after the
 * one before. A message without a time never opens one and leaves the clock where it was.
 */
export function timeGroupStarts(times: readonly (string | null)[]): boolean[] {
  let previous: number | null = null
  return times.map((iso) => {
    const t = iso ? new Date(iso).getTime() : NaN
    if (Number.isNaN(t)) return false
    const starts = previous === null || t - previous > TIME_GAP_MS
    previous = t
    return starts
  })
}

// One emoji: a flag (two regional indicators), a keycap, or a pictograph shown as an emoji (its default, or with
// VS16 or a skin tone), with tag characters (subdivision flags) and ZWJ-joined parts (👩‍💻, 🏳️‍🌈).
const PICTO = String.raw`(?:\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})|\p{Emoji_Presentation}\p{Emoji_Modifier}?)`
const EMOJI = String.raw`(?:\p{Regional_Indicator}{2}|[#*0-9]\uFE0F?\u20E3|${PICTO}[\u{E0020}-\u{E007F}]*(?:\u200D(?:${PICTO}|\p{Extended_Pictographic}))*)`
const EMOJI_ONLY = new RegExp(String.raw`^\s*(?:${EMOJI}\s*){1,3}$`, 'u')

/** A message of one to three emoji and nothing else (👍, 😂🎉): shown large, without a bubble. */
export const isEmojiOnly = (text: string) => EMOJI_ONLY.test(text)

/** The text in runs of text and of emoji, in order (joined, the text itself): to set the emoji apart from the text. */
export function emojiRuns(text: string): { text: string; emoji: boolean }[] {
  const runs: { text: string; emoji: boolean }[] = []
  let at = 0
  for (const match of text.matchAll(new RegExp(String.raw`(?:${EMOJI})+`, 'gu'))) {
    if (match.index > at) runs.push({ text: text.slice(at, match.index), emoji: false })
    runs.push({ text: match[0], emoji: true })
    at = match.index + match[0].length
  }
  if (at < text.length) runs.push({ text: text.slice(at), emoji: false })
  return runs
}
