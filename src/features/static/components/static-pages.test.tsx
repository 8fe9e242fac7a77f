import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { FAQ } from '../model/help-content'
import { AboutPage } from './about-page'
import { HelpPage } from './help-page'
import { PrivacyPage } from './privacy-page'

describe('static pages', () => {
  it('R2.71 the FAQ has four categories and the search filters it', () => {
    render(<HelpPage />)
    expect(FAQ).toHaveLength(4)
    for (const c of FAQ) expect(screen.getByRole('heading', { name: c.title })).toBeInTheDocument()
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索常见问题' }), { target: { value: '图片' } })
    expect(screen.getByText('一篇笔记最多可以上传几张图片？')).toBeInTheDocument()
    expect(screen.queryByText('如何关闭推送通知？')).toBeNull()
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索常见问题' }), { target: { value: '不存在的问题xyz' } })
    expect(screen.getByText(/没有找到相关问题/)).toBeInTheDocument()
  })

  it('R2.71 a popular-question chip fills the search', async () => {
    render(<HelpPage />)
    await userEvent.setup().click(screen.getByRole('button', { name: '忘记密码' }))
    expect(screen.getByRole('searchbox', { name: '搜索常见问题' })).toHaveValue('忘记密码')
    expect(screen.getByText('忘记密码怎么办？')).toBeInTheDocument()
  })

  it('R1.11 R9.41 R2.71 support cards say 每天 9:00-18:00 and 邮件 24 小时内回复; feedback opens the mail program', () => {
    render(<HelpPage />)
    const contact = screen.getByRole('region', { name: '联系我们' })
    expect(contact).toHaveTextContent('每天 9:00-18:00')
    expect(contact).toHaveTextContent('邮件 24 小时内回复')
    const feedback = within(contact).getByRole('link', { name: '意见反馈' })
    expect(feedback.getAttribute('href')).toBe(
      `mailto:support@lemonnotes.cn?subject=${encodeURIComponent('柠檬笔记意见反馈')}`,
    )
  })

  it('R1.11 R9.40 R2.70 about shows the version 1.0.0 (Beta); privacy is static content', () => {
    const { unmount } = render(<AboutPage />)
    expect(screen.getByText('版本 1.0.0 (Beta)')).toBeInTheDocument()
    unmount()
    render(<PrivacyPage />)
    expect(screen.getByRole('heading', { name: '我们收集哪些信息' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(5)
  })
})
