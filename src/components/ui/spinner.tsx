export function Spinner({ className = 'w-4 h-4' }: { className?: string }) {
  return (
    <span
      role="status"
      aria-label="加载中"
      className={`inline-block ${className} rounded-full border-2 border-current border-r-transparent animate-spin`}
    />
  )
}
