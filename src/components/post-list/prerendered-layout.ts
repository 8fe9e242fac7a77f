import { LANE_WIDTHS, laneCount } from './masonry-lanes'

/**
 * The build's masonry (prerendered-masonry.tsx) in the layout its width calls for, before anything is laid out: the
 * script before the app (app/first-screen/restore.ts) calls this. The page holds the phone's layout; a wider one is a
 * template of empty columns naming their cards (`data-cells`), which are moved into it from the phone's columns and
 * from the hidden holder (`data-held`). A window narrower than the second layout's band keeps the phone's without measuring (the
 * masonry is never wider than the window), so a phone's first layout stays the page's own: the window's width is
 * asked of a media query, since reading `innerWidth` on a phone (a page with a viewport meta) lays the page out first.
 * The masonry is then marked as placed (`data-placed`), which shows it on a wide screen (the build's CSS keeps it
 * invisible there until then, so a screen painted before this runs never shows the phone's two columns stretched).
 */
export function showPrerenderedLayout(screen: ParentNode, win: Pick<Window, 'matchMedia'>): void {
  if (!win.matchMedia(`(min-width: ${LANE_WIDTHS[1].min}px)`).matches) return
  for (const masonry of screen.querySelectorAll<HTMLElement>('[data-prerendered-masonry]')) {
    const shown = masonry.querySelector<HTMLElement>(':scope > [data-lanes]')
    if (!shown) continue
    // Measured without the phone's cards, whose layout at this width would be thrown away.
    const display = shown.style.display
    shown.style.display = 'none'
    const wanted = masonry.querySelector<HTMLTemplateElement>(
      `:scope > template[data-layout="${laneCount(masonry.clientWidth)}"]`,
    )
    const layout = wanted?.content.firstElementChild
    if (layout) {
      const cells = new Map(
        [...masonry.querySelectorAll<HTMLElement>('[data-index]')].map((cell) => [cell.dataset.index, cell]),
      )
      for (const column of layout.querySelectorAll<HTMLElement>(':scope > [data-cells]')) {
        for (const index of (column.dataset.cells ?? '').split(' ')) {
          const cell = cells.get(index)
          if (cell) column.append(cell)
        }
      }
      shown.replaceWith(layout)
      masonry.querySelector(':scope > [data-held]')?.remove()
    } else {
      shown.style.display = display
    }
    masonry.dataset.placed = ''
  }
}
