/** R2.47/R9.37: 10000 and above as one-decimal thousands with k (12345 → 12.3k); below, the plain number. */
export function formatCount(n: number): string {
  if (!Number.isFinite(n) || n < 0) return '0'
  if (n < 10_000) return String(Math.floor(n))
  return `${(Math.floor(n / 100) / 10).toFixed(1)}k`
}

/** R9.38: 刚刚, N分钟前 (< 60), N小时前 (< 24), N天前 (< 7), then a date. */
export function formatRelativeTime(iso: string, now = new Date()): string {
  const then = new Date(iso)
  const diff = now.getTime() - then.getTime()
  if (!Number.isFinite(diff)) return ''
  const minutes = Math.floor(diff / 60_000)
  if (minutes < 1) return '刚刚'
  if (minutes < 60) return `${minutes}分钟前`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours}小时前`
  const days = Math.floor(hours / 24)
  if (days < 7) return `${days}天前`
  const sameYear = then.getFullYear() === now.getFullYear()
  const md = `${then.getMonth() + 1}月${then.getDate()}日`
  return sameYear ? md : `${then.getFullYear()}年${md}`
}
