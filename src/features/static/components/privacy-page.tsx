import { SUPPORT } from '../model/help-content'

const SECTIONS: Array<{ title: string; body: string[] }> = [
  {
    title: '我们收集哪些信息',
    body: [
      '注册时你提供的用户名、显示名称、邮箱和密码（密码只以加密形式保存）。',
      '你主动发布的笔记、图片、评论和私信，以及你填写的简介、所在地、性别和生日。',
      '点赞、收藏、关注等互动记录，用于为你展示相关内容。',
    ],
  },
  {
    title: '哪些信息是公开的',
    body: [
      '显示名称和头像对所有人公开。',
      '简介等其他信息的可见范围可以在「设置」中调整；生日只用于显示年龄，不会公开具体日期。',
    ],
  },
  {
    title: '保存在你设备上的信息',
    body: ['登录状态、主题设置、浏览历史和离线时暂存的操作保存在你的浏览器中，退出登录时会清除与账号相关的数据。'],
  },
  {
    title: '我们如何使用和保护信息',
    body: ['你的信息只用于提供和改进柠檬笔记的服务，不会出售给第三方。', '我们采用加密传输与访问控制保护你的数据。'],
  },
  {
    title: '你的权利',
    body: [
      '你可以随时查看、修改个人资料，删除自己发布的笔记和评论。',
      `如需注销账号或有任何隐私问题，请发邮件至 ${SUPPORT.email}，我们会在 24 小时内回复。`,
    ],
  },
]

/** R2.70: the privacy policy (static). */
export function PrivacyPage() {
  return (
    <div className="space-y-5">
      <p className="text-sm text-fg-muted">更新日期：2026 年 11 月 1 日</p>
      {SECTIONS.map((s) => (
        <section key={s.title} className="rounded-2xl border border-line bg-bg-card p-5">
          <h2 className="font-semibold">{s.title}</h2>
          <ul className="mt-2 space-y-1.5 text-sm leading-relaxed text-fg-muted list-disc pl-5">
            {s.body.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
