import { vi } from 'vitest'
import type { User } from '@/schemas/user.schema'

// A controllable stand-in for useAuth() in component tests: screens are tested against the hook's
// contract; the machine behind it has its own tests.
export type AuthState = {
  user: User | null
  isAuthenticated: boolean
  isSubmitting: boolean
  isChecking: boolean
  isLoggingOut: boolean
  error: {
    type: string
    status: number
    code?: string
    message: string
    fieldErrors?: { field: string; message: string }[]
  } | null
  lastAction: 'login' | 'register' | null
  login: ReturnType<typeof vi.fn>
  register: ReturnType<typeof vi.fn>
  logout: ReturnType<typeof vi.fn>
  signOutEverywhere: ReturnType<typeof vi.fn>
  updateUser: ReturnType<typeof vi.fn>
}

export const demoUser: User = {
  id: 1,
  username: 'demo',
  email: 'demo@example.com',
  displayName: '柠檬小主',
  avatar: null,
  bio: '热爱生活',
  location: null,
  website: null,
  gender: null,
  birthDate: null,
  age: null,
  verified: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: null,
}

export function anonymousAuth(overrides: Partial<AuthState> = {}): AuthState {
  return {
    user: null,
    isAuthenticated: false,
    isSubmitting: false,
    isChecking: false,
    isLoggingOut: false,
    error: null,
    lastAction: null,
    login: vi.fn(),
    register: vi.fn(),
    logout: vi.fn(),
    signOutEverywhere: vi.fn(),
    updateUser: vi.fn(),
    ...overrides,
  }
}

export const signedInAuth = (overrides: Partial<AuthState> = {}) =>
  anonymousAuth({ user: demoUser, isAuthenticated: true, ...overrides })
