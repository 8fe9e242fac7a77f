import { avatarLook } from './avatar-look'

/**
 * Avatar image, or the first character of the name on a colour picked from the name (stable per user). `lazy` for
 * one that may be off screen or hidden: the browser fetches an eager picture even where it is not displayed.
 */
export function Avatar({
  src,
  name,
  size = 32,
  className = '',
  loading,
}: {
  src?: string | null
  name: string
  size?: number
  className?: string
  loading?: 'lazy'
}) {
  const { initial, colour } = avatarLook(name)
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) }
  if (src) {
    return (
      <img
        src={src}
        alt={name}
        width={size}
        height={size}
        loading={loading}
        style={style}
        className={`rounded-full object-cover bg-bg-soft shrink-0 ${className}`}
      />
    )
  }
  return (
    <span
      role="img"
      aria-label={name}
      style={{ ...style, background: colour }}
      className={`inline-flex items-center justify-center rounded-full text-white font-semibold shrink-0 ${className}`}
    >
      {initial}
    </span>
  )
}
