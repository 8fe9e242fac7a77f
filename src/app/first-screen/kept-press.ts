// A button pressed on the page's first screen (the build's, or the visitor's restored one) before the app runs: the
// screen is markup without handlers, and React's first commit replaces it with the live one. The press is kept as
// what identifies that button on both screens, and the app presses the live button once it has rendered it, as
// links tapped early are opened (restore.ts, capture.ts). Compiled into the script that runs before the app
// (scripts/vite-first-screen.ts): nothing heavier than the DOM here.

export interface KeptPress {
  /** The button's name without its counts: 点赞 for 点赞 67, whose count the live data may have moved. */
  label: string
  /** The address of the card it is in (its first link), so 点赞 of one card is not another card's. */
  card: string | null
  /** Its place among the screen's buttons of the same name in the same card (第1张, 第2张 are named apart). */
  index: number
}

const nameOf = (button: Element) =>
  (button.getAttribute('aria-label') ?? button.textContent ?? '')
    .replace(/\d[\d.,]*\s*[kw万]?/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim()

const cardOf = (button: Element) => button.closest('article')?.querySelector('a[href]')?.getAttribute('href') ?? null

function sameButtons(screen: ParentNode, label: string, card: string | null): HTMLButtonElement[] {
  return [...screen.querySelectorAll('button')].filter((b) => nameOf(b) === label && cardOf(b) === card)
}

/** What names `button` of `screen` on the screen that replaces it; null for a button a press would do nothing on. */
export function pressOf(screen: ParentNode, button: HTMLButtonElement): KeptPress | null {
  if (button.disabled) return null
  const label = nameOf(button)
  if (!label) return null
  const card = cardOf(button)
  return { label, card, index: sameButtons(screen, label, card).indexOf(button) }
}

/** The live screen's button a kept press named, if it is rendered. */
export function pressedIn(screen: ParentNode, press: KeptPress): HTMLButtonElement | null {
  const button = sameButtons(screen, press.label, press.card)[press.index]
  return button && !button.disabled ? button : null
}
