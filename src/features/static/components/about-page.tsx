import { LogoMark } from '@/components/ui/logo'
import { SUPPORT } from '../model/help-content'

/** R1.11, R2.70, R9.40 */
export const APP_VERSION_LABEL = '1.0.0 (Beta)'

/** R2.70: about (static). */
export function AboutPage() {
  return (
    <div className="space-y-6">
      <div className="flex flex-col items-center text-center py-6">
        <LogoMark size={72} />
        <p className="mt-3 text-2xl font-bold">柠檬笔记</p>
        <p className="mt-1 text-sm text-fg-muted">版本 {APP_VERSION_LABEL}</p>
        <p className="mt-4 max-w-md text-[15px] leading-relaxed text-fg">
          记录生活里的每一份小美好。在这里分享你的穿搭、美食、旅行和日常，发现和你一样热爱生活的人。
        </p>
      </div>
      <section className="rounded-2xl border border-line bg-bg-card p-5">
        <h2 className="font-semibold">你可以在柠檬笔记</h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 text-sm text-fg-muted">
          <li>📷 发布最多 9 张图片的图文笔记</li>
          <li>❤️ 点赞、收藏和评论喜欢的内容</li>
          <li>👥 关注有趣的人，和他们私信聊天</li>
          <li>🎨 选择喜欢的主题颜色和深色模式</li>
        </ul>
      </section>
      <section className="rounded-2xl border border-line bg-bg-card p-5 text-sm text-fg-muted leading-relaxed">
        <h2 className="font-semibold text-fg">联系我们</h2>
        <p className="mt-2">
          邮箱：{SUPPORT.email}（{SUPPORT.replyWithin}）
        </p>
        <p>客服时间：{SUPPORT.hours}</p>
      </section>
      <p className="text-center text-xs text-fg-soft">© 2026 柠檬笔记</p>
    </div>
  )
}
