// Saving text the app made as a file on the user's machine (the QA console's export, the storage alert's export).

const pad = (n: number) => String(n).padStart(2, '0')

/** lemon-notes-data-20261124-093000.json: an export of the mock's data, named by when it was made. */
export function exportFileName(now = new Date()): string {
  return `lemon-notes-data-${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}.json`
}

/** Offers `text` as a download named `name`. */
export function downloadText(text: string, name: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
