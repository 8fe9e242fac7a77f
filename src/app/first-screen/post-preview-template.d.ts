// The post page's template for the post drawn at a tap (post-preview.ts): made by the build, or by the dev server on
// request, from the post route's own render (src/app/post-preview-template.tsx, scripts/vite-post-preview.ts).
declare module 'virtual:post-preview-template' {
  const template: string
  export default template
}
