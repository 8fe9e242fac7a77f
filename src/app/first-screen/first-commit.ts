// The moment the app's first render is on screen: the page's first screen has been replaced by the live one
// (app.tsx reports it from its first effect). The boot starts what the screen does not need after it (boot.ts).

let reported: () => void = () => undefined
const committed = new Promise<void>((resolve) => (reported = resolve))

export const reportFirstCommit = (): void => reported()

export const firstCommit = (): Promise<void> => committed
