import type { AuthResponse } from '@/schemas/auth.schema'
import type { User } from '@/schemas/user.schema'
import type { CommentChange } from './comment.machine'

// What the machines' tests (their own and their generated paths) start from (the machines' layer may not import the
// screens' test helpers, src/test).

export const demoUser: User = {
  id: 1,
  username: 'demo',
  email: 'demo@example.com',
  displayName: '柠檬酱',
  avatar: null,
  bio: '',
  location: null,
  website: null,
  gender: null,
  birthDate: null,
  age: null,
  verified: false,
  createdAt: null,
  updatedAt: null,
}
export const demoSession: AuthResponse = { token: 'access-1', refreshToken: 'refresh-1', user: demoUser }

export const commentAdd: CommentChange = {
  kind: 'add',
  postId: 5,
  content: '好看！',
  parentId: null,
  tempId: -1,
  requestKey: 'add-1',
}

export const commentDelete: CommentChange = { kind: 'delete', postId: 5, commentId: 40 }
