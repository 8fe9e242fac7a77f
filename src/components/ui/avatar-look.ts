// How an avatar without a picture looks (the first character of the name on a colour picked from the name, stable per
// user): read by Avatar and by the post page drawn without React (src/features/post/model/post-page-slots.ts).
const PALETTE = ['#ffb703', '#fb8500', '#8ecae6', '#219ebc', '#f28482', '#84a59d', '#b5838d', '#6d597a']

export function avatarLook(name: string): { initial: string; colour: string } {
  return {
    initial: Array.from(name.trim())[0] ?? '?',
    colour: PALETTE[[...name].reduce((a, c) => a + c.charCodeAt(0), 0) % PALETTE.length]!,
  }
}
