import type { FirstScreenState } from './snapshot'

// The hand-off between the two halves of the first paint: the script the page runs before the app (restore.ts,
// built into index.html by scripts/vite-first-screen.ts) and the app. They are built separately and share nothing
// but the page, so the script's state is handed over on one property of the window, named here and nowhere else:
// the script hands it over once (handOver), and only this folder reads it (handOff), through the door of index.ts.
// Nothing else knows the property's name or type, so no other module can read or change it.

const SLOT = '__lemonFirstScreen'

type Slot = { [SLOT]?: FirstScreenState }

/** The script before the app: hands its state to the app (tests set up a page's hand-off the same way). */
export function handOver(win: object, state: FirstScreenState | undefined): void {
  if (state) (win as Slot)[SLOT] = state
  else delete (win as Slot)[SLOT]
}

/** What the script before the app handed over; undefined in a page without the script (tests, the build's renderer). */
export const handOff = (win: object = globalThis): FirstScreenState | undefined => (win as Slot)[SLOT]
