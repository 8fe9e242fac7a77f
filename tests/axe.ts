import type { Page } from '@playwright/test'
import axe, { type AxeResults, type RunOptions } from 'axe-core'

// axe-core run inside the page, loaded once per document. AxeBuilder (@axe-core/playwright) loads its 650 KB again
// for every analysis and finishes each one in a new tab that loads it once more: on the routes a journey walks
// inside one running app, that was most of the accessibility journeys' CPU. The app has no frames, which is what
// AxeBuilder's extra work is for.

declare global {
  interface Window {
    axe?: typeof axe
  }
}

/**
 * axe's verdict on the page as it is now (or on the elements `include` selects), with `options` (runOnly, rules,
 * resultTypes as axe.run takes them).
 */
export async function analyze(page: Page, options: RunOptions, include?: string): Promise<AxeResults> {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) {
    await page.evaluate(axe.source)
    // As AxeBuilder configures it (the help links name the caller).
    await page.evaluate(() =>
      window.axe!.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } }),
    )
  }
  // A toast or a dialog in the middle of its transition shows its text at part opacity, which axe reads as too little
  // contrast: the page is judged once its animations have settled (at most 2 s; an endless one, a spinner or a
  // skeleton's pulse, is not waited for).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 2000 },
    )
    .catch(() => undefined)
  return page.evaluate(({ opts, selector }) => window.axe!.run(selector ?? document, opts), {
    opts: options,
    selector: include,
  })
}
