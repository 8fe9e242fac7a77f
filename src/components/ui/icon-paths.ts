// The drawing of the icons: one copy of each glyph, read by icons.tsx (the post page drawn at a tap before the app,
// src/app/first-screen/post-preview.ts, has them in its template, rendered from those components by the build).
export const ICON_PATHS = {
  arrowLeft: 'M15 18l-6-6 6-6',
  chat: 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12z',
  heart:
    'M12 20s-7.5-4.6-9.3-9.2C1.5 7.6 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.1 4.3 6.3C19.5 15.4 12 20 12 20z',
  more: 'M4 7h16M4 12h16M4 17h16',
  // An item's options (a post's, a comment's): three dots, apart from the site menu's three lines.
  dots: 'M5 12h.01M12 12h.01M19 12h.01',
  share: 'M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13',
  star: 'm12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1L3.2 9.4l6.1-.8z',
} as const
