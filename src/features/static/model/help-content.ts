// The help centre's content (R2.71): questions in four categories, the popular ones, and how to reach us (R1.11, R9.41).

export interface Faq {
  q: string
  a: string
}

export interface FaqCategory {
  id: string
  title: string
  items: Faq[]
}

export const SUPPORT = {
  email: 'support@lemonnotes.cn',
  hours: '每天 9:00-18:00',
  replyWithin: '邮件 24 小时内回复',
  feedbackSubject: '柠檬笔记意见反馈',
} as const

export const FAQ: FaqCategory[] = [
  {
    id: 'account',
    title: '账号与登录',
    items: [
      {
        q: '如何注册柠檬笔记账号？',
        a: '点击右上角「登录」，在登录页选择「立即注册」，填写用户名、显示名称、邮箱和密码即可完成注册。',
      },
      { q: '忘记密码怎么办？', a: '在登录页点击「忘记密码？」，输入注册邮箱，按邮件中的链接设置新密码。' },
      {
        q: '如何修改头像和个人资料？',
        a: '进入「我的主页」，点击「编辑资料」即可修改显示名称、简介、所在地、性别和生日；点击头像旁的相机按钮可以更换头像。',
      },
    ],
  },
  {
    id: 'posting',
    title: '发布与互动',
    items: [
      { q: '一篇笔记最多可以上传几张图片？', a: '每篇笔记最多 9 张图片，支持 JPG、PNG 和 GIF 格式。' },
      {
        q: '笔记发布后还能修改吗？',
        a: '可以。打开自己的笔记，点击右上角「…」选择「编辑帖子」即可修改标题、正文、图片和标签。',
      },
      {
        q: '评论发不出去怎么办？',
        a: '请检查网络是否正常；评论内容不能为空且不超过 1000 字。短时间内评论过于频繁时需要稍等片刻再试。',
      },
      {
        q: '没有网络时点赞和收藏会丢失吗？',
        a: '不会。离线时的点赞、收藏、关注、评论和私信会先保存在本机，网络恢复后自动发送。',
      },
    ],
  },
  {
    id: 'privacy',
    title: '隐私与通知',
    items: [
      {
        q: '谁能看到我的主页？',
        a: '显示名称和头像对所有人公开；你可以在「设置」中关闭「公开个人主页」，控制其他信息的可见范围。',
      },
      { q: '生日会被公开吗？', a: '不会。生日只用于计算并显示年龄。' },
      { q: '如何关闭推送通知？', a: '在「设置 → 通知」中关闭「推送通知」即可。' },
    ],
  },
  {
    id: 'other',
    title: '其他问题',
    items: [
      {
        q: '如何切换深色模式和主题颜色？',
        a: '在右上角「更多」菜单中可以一键切换深色模式，在「主题设置」中可以选择柠檬黄、潮流青和浅粉色三种主题。',
      },
      {
        q: '浏览历史保存在哪里？',
        a: '浏览历史只保存在你的设备上，最多保留 100 条，可以随时在「浏览历史」中删除或清空。',
      },
      { q: '如何举报不良内容？', a: '举报功能正在开发中。遇到不良内容可以先通过邮件联系我们。' },
    ],
  },
]

export const POPULAR_QUESTIONS = ['忘记密码', '上传几张图片', '离线', '深色模式']

/** The categories with only the questions whose question or answer contains every word of `search`. */
export function searchFaq(search: string, categories: readonly FaqCategory[] = FAQ): FaqCategory[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean)
  if (!words.length) return [...categories]
  return categories
    .map((c) => ({ ...c, items: c.items.filter((f) => words.every((w) => `${f.q}${f.a}`.toLowerCase().includes(w))) }))
    .filter((c) => c.items.length > 0)
}
