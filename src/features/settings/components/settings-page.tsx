import { useState, type ReactNode } from 'react'
import { Link } from 'wouter'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { ChevronRightIcon } from '@/components/ui/icons-more'
import { themeMode, setThemeMode } from '@/services/theme-mode'
import { toast } from '@/services/toast'
import { keepOffline } from '@/services/offline-preference'
import { DEMO_RESET_TEXT, KEEP_OFFLINE_TEXT } from '../model/demo-reset'
import { useSettings } from '../model/settings-store'
import { SettingSwitch } from './setting-switch'

/** R1.11, R2.68, R9.40 */
export const APP_VERSION = '1.0.0'

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`settings-${title}`} className="mb-5">
      <h2 id={`settings-${title}`} className="px-4 mb-2 text-xs font-medium text-fg-muted">
        {title}
      </h2>
      <div className="rounded-2xl bg-bg-card border border-line divide-y divide-line overflow-hidden">{children}</div>
    </section>
  )
}

function LinkRow({ href, label, value }: { href?: string; label: string; value?: string }) {
  const body = (
    <>
      <span className="flex-1 text-[15px] text-fg">{label}</span>
      {value && <span className="text-sm text-fg-muted">{value}</span>}
      {href && <ChevronRightIcon size={16} className="text-fg-soft" />}
    </>
  )
  return href ? (
    <Link href={href} className="flex items-center gap-3 px-4 py-3.5 hover:bg-bg-soft keyboard-ring">
      {body}
    </Link>
  ) : (
    <div className="flex items-center gap-3 px-4 py-3.5">{body}</div>
  )
}

export interface SettingsPageProps {
  userId: number
  links: { privacy: string; help: string; about: string; themeSettings: string; devTools: string }
  onLogout: () => void
  loggingOut: boolean
  /**
   * 重置演示数据: only with the bundled mock backend. Resets the data and signs out everywhere; the screen
   * confirms first. Rejects when the reset failed (the dialog stays, with a toast).
   */
  onResetDemo?: () => Promise<void>
  /** 离线使用 switched (with the bundled mock backend, whose worker keeps the app). */
  onKeepOffline?: (on: boolean) => void
}

/** The demo's reset: a row that asks first (an accessible confirmation: focus trap, Esc, 取消). */
function DemoResetRow({ onReset }: { onReset: () => Promise<void> }) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    try {
      await onReset()
      setOpen(false)
    } catch (error) {
      toast.error(DEMO_RESET_TEXT.failed, error instanceof Error ? error.message : undefined)
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="w-full flex items-center gap-3 px-4 py-3.5 text-left hover:bg-bg-soft keyboard-ring"
      >
        <span className="flex-1 min-w-0">
          <span className="block text-[15px] text-danger">{DEMO_RESET_TEXT.row}</span>
          <span className="block mt-0.5 text-xs text-fg-muted">{DEMO_RESET_TEXT.hint}</span>
        </span>
        <ChevronRightIcon size={16} className="text-fg-soft" />
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title={DEMO_RESET_TEXT.title}
        description={DEMO_RESET_TEXT.description}
        confirmLabel={DEMO_RESET_TEXT.confirm}
        busy={busy}
        onConfirm={() => void confirm()}
      />
    </>
  )
}

/** R2.15, R2.63–R2.68: the settings, kept per user across reloads and tabs (the working version of R2.69). */
export function SettingsPage({ userId, links, onLogout, loggingOut, onResetDemo, onKeepOffline }: SettingsPageProps) {
  const [settings, set] = useSettings(userId)
  return (
    <>
      <Group title="账号">
        <SettingSwitch
          label="公开个人主页"
          hint="关闭后，只有你关注的人能看到你的主页"
          checked={settings.publicProfile}
          onChange={(on) => set('publicProfile', on)}
        />
        <SettingSwitch label="显示在线状态" checked={settings.showOnline} onChange={(on) => set('showOnline', on)} />
      </Group>
      <Group title="通知">
        <SettingSwitch
          label="推送通知"
          checked={settings.pushNotifications}
          onChange={(on) => set('pushNotifications', on)}
        />
        <SettingSwitch
          label="允许评论"
          hint="关闭后，其他人不能评论你的笔记"
          checked={settings.allowComments}
          onChange={(on) => set('allowComments', on)}
        />
      </Group>
      <Group title="外观">
        <SettingSwitch
          label="深色模式"
          checked={themeMode.value === 'dark'}
          onChange={(on) => setThemeMode(on ? 'dark' : 'light')}
        />
        <LinkRow href={links.themeSettings} label="主题设置" />
      </Group>
      <Group title="内容">
        <SettingSwitch
          label="自动播放视频"
          checked={settings.autoplayVideo}
          onChange={(on) => set('autoplayVideo', on)}
        />
        <SettingSwitch
          label="保存到设备"
          hint="发布笔记时在本机保留一份图片"
          checked={settings.saveToDevice}
          onChange={(on) => set('saveToDevice', on)}
        />
      </Group>
      <Group title="通用">
        <LinkRow label="语言" value="简体中文" />
        <LinkRow href={links.privacy} label="隐私政策" />
        <LinkRow href={links.help} label="帮助中心" />
        <LinkRow href={links.about} label="关于柠檬笔记" />
        <LinkRow href={links.devTools} label="开发者工具" />
      </Group>
      {onResetDemo && (
        <Group title={DEMO_RESET_TEXT.group}>
          {onKeepOffline && (
            <SettingSwitch
              label={KEEP_OFFLINE_TEXT.label}
              hint={KEEP_OFFLINE_TEXT.hint}
              checked={keepOffline.value}
              onChange={onKeepOffline}
            />
          )}
          <DemoResetRow onReset={onResetDemo} />
        </Group>
      )}
      <p className="text-center text-xs text-fg-soft mb-4">版本 {APP_VERSION}</p>
      <Button variant="outline" block size="lg" className="!text-danger" loading={loggingOut} onClick={onLogout}>
        退出登录
      </Button>
    </>
  )
}
