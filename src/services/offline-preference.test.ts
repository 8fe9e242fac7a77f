// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { keepOffline, setKeepOffline } from './offline-preference'
import { STORAGE_KEYS } from '@/lib/storage-keys'

describe('离线使用 preference', () => {
  afterEach(() => setKeepOffline(true))

  it('is on unless turned off, and the choice is kept on this device', () => {
    expect(keepOffline.value).toBe(true)
    setKeepOffline(false)
    expect(keepOffline.value).toBe(false)
    expect(localStorage.getItem(STORAGE_KEYS.keepOffline)).toBe('off')
    setKeepOffline(true)
    expect(keepOffline.value).toBe(true)
    expect(localStorage.getItem(STORAGE_KEYS.keepOffline)).toBeNull()
  })
})
