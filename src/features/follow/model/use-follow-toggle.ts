import { useRef } from 'react'
import { useToggle, type ToggleView } from '@/services/toggle/use-toggle'
import { FOLLOW_DEBOUNCE, followToggles } from './follow-toggle'

/**
 * R4.15–R4.19: the follow state of one user as screens see it (the cached values, or the change in
 * flight or queued). `flip` ignores clicks within 300 ms of the last accepted one (R9.30, the button's
 * debounce); the machine adds the call's own 500 ms debounce and refuses a flip while a call runs.
 */
export function useFollowToggle(
  userId: number,
  base: { isFollowing: boolean; followersCount: number },
  now: () => number = Date.now,
): ToggleView {
  const view = useToggle(followToggles(), userId, { active: base.isFollowing, count: base.followersCount })
  const last = useRef(-Infinity)
  return {
    ...view,
    flip: () => {
      const at = now()
      if (at - last.current < FOLLOW_DEBOUNCE.buttonMs) return
      last.current = at
      view.flip()
    },
  }
}
