import fc from 'fast-check'
import type { Collection, LiveValues } from '../../conformance/src/generate/live-values'
import { activeDb } from '../active-db'
import { DEMO } from '../test/api-client'

// The in-process fuzz generates its requests with the conformance kit's generators; where the kit learns records
// from the backend's answers, this fuzz reads them from the active db when fast-check generates a run, i.e. after
// the previous run's writes (and so also reaches records only the seed knows).

const rows = (collection: Collection) => activeDb().filter(collection) as unknown as Record<string, unknown>[]

const newest = (collection: 'sessions' | 'passwordResets', field: string) =>
  fc.nat(20).map((n) => {
    const all = activeDb().filter(collection) as unknown as Record<string, unknown>[]
    return String(all[all.length - 1 - (n % Math.max(1, Math.min(all.length, 20)))]?.[field] ?? 'none')
  })

export const dbLiveValues: LiveValues = {
  ids: (collection) => rows(collection).map((r) => r.id as number),
  authorOf: (collection, id) => {
    const author = rows(collection).find((r) => r.id === id)?.authorId
    return typeof author === 'number' ? author : undefined
  },
  field: (key) => {
    switch (key) {
      case 'refreshToken':
        return newest('sessions', 'refreshToken')
      case 'token':
        return newest('passwordResets', 'token')
      case 'username':
      case 'email':
        return fc.constant(DEMO.email)
      case 'password':
        return fc.constant(DEMO.password)
      default:
        return undefined
    }
  },
}
