// The lemon mark is brand artwork (filled shapes in the theme colour, its own 64-unit grid), not a line icon, so it
// stays here rather than in icons.tsx; icon-set.test.ts allows this file and icons.tsx alone to draw an <svg>.
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="18" fill="var(--c-primary)" />
      <ellipse cx="32" cy="34" rx="16" ry="13" fill="#fff" opacity="0.92" transform="rotate(-20 32 34)" />
      <ellipse cx="32" cy="34" rx="11" ry="8.5" fill="var(--c-primary)" opacity="0.55" transform="rotate(-20 32 34)" />
      <path d="M25 40c5-2 10-8 13-14" stroke="#fff" strokeWidth="2.4" fill="none" strokeLinecap="round" />
      <path d="M44 14c-5 0-8 2.5-9 6.5 5 1 8.5-1.5 9-6.5z" fill="#34c759" />
    </svg>
  )
}

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2 select-none">
      <LogoMark size={compact ? 30 : 34} />
      <span className={`font-bold tracking-wide text-fg ${compact ? 'text-lg' : 'text-xl'}`}>
        {/* 20 px bold is large text (3:1), so the lighter display shade; 18 px bold is not (4.5:1). */}
        柠檬<span className={compact ? 'text-primary-text' : 'text-primary-display'}>笔记</span>
      </span>
    </span>
  )
}
