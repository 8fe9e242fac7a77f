// The first paint, behind one door (docs/architecture.md §8). Everything that makes a page show its first screen
// before the app's code has run, and hands that screen over to the app, lives in this folder:
// - the page's half, built into index.html as inline scripts (restore.ts: the stored theme, the visitor's own
//   snapshot of the home screen or the build's prerendered screen, the taps and text kept for the app);
// - the hand-off of that half's state to the app (hand-off.ts: one window property, named only there);
// - the data the build rendered the screen from (page-data.ts);
// - the app's start in stages around it (boot.ts), the first route opened from a kept tap (first-routes.ts), the
//   post drawn at a tap before the app runs (post-preview.ts, a lazy chunk: the post route's own markup, made into a
//   template by the build, src/app/post-preview-template.tsx, whose slots take the post's values,
//   src/features/post/model/post-page-slots.ts), the home screen's snapshot (capture.ts).
// The app imports only what this file exports (lint forbids importing the folder's other files from outside it), and
// nothing in this folder imports the app. One exception, for the bundle: the page's entry (src/app/boot.ts) imports
// boot.ts alone, handing it the app's own stages: through this file, the entry's chunk also took what the app imports
// here (the page data's schemas, and with them the libraries' chunk), evaluated before the first paint.

export { reportFirstCommit } from './first-commit'
export { handOff, handOver } from './hand-off'
export { openFirstRoute, openedFromFirstScreen } from './first-routes'
export { clearHomeSnapshot, scheduleFirstScreenCapture, settleFirstScreen, watchFirstScreen } from './capture'
export {
  prerenderedFeedPage,
  prerenderedFeedPost,
  prerenderedPost,
  providePrerenderedData,
  type PrerenderedData,
} from './page-data'
