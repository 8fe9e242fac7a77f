/** A size for the QA console: `0 KB`, `3.7 KB` under 10 KB, `16 KB`, `1189 KB`. */
export const kb = (bytes: number): string =>
  bytes === 0 ? '0 KB' : `${bytes < 10 * 1024 ? (bytes / 1024).toFixed(1) : Math.round(bytes / 1024)} KB`
