import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { isOnline, watchOnlineStatus } from '@/services/online-status'
import { useSignals } from '@preact/signals-react/runtime'
import { OfflineBanner } from './offline-banner'

function Harness() {
  useSignals()
  return <OfflineBanner />
}

describe('OfflineBanner', () => {
  it('R2.79 shows 网络连接已断开，部分功能可能无法正常使用 while offline only', () => {
    watchOnlineStatus()
    render(<Harness />)
    const text = '网络连接已断开，部分功能可能无法正常使用'
    expect(screen.queryByText(text)).not.toBeInTheDocument()
    act(() => {
      isOnline.value = false
    })
    expect(screen.getByText(text)).toBeInTheDocument()
    act(() => {
      isOnline.value = true
    })
    expect(screen.queryByText(text)).not.toBeInTheDocument()
  })
})
