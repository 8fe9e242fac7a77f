import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { LoginRequestSchema, RegisterRequestSchema } from './auth.schema'
import { CreateCommentRequestSchema } from './comment.schema'
import { SendMessageRequestSchema } from './message.schema'
import { MSG } from './messages'
import {
  CreatePostRequestSchema,
  PostFormSchema,
  PostListQuerySchema,
  PostSearchQuerySchema,
} from './post-input.schema'
import { charCount, clipChars } from './text-length'
import { UpdateProfileRequestSchema, UserSchema } from './user.schema'

// Every user-text length rule counts code points, as JSON Schema's minLength/maxLength (docs/openapi.json) do: a
// text of astral characters (𠀀 is two UTF-16 units) at the limit is accepted, one more is refused with the spec's
// message. Were a rule to count `String.length`, the limit would refuse the text at half its length.

const ASTRAL = '𠀀'
const EMOJI = '😀'

interface Field {
  what: string
  schema: v.GenericSchema
  /** A valid input with `text` in the field. */
  input: (text: string) => unknown
  /** Valid text of `n` characters, astral but for what the field's other rules ask. */
  text: (n: number) => string
  max: number
  message: string | undefined
  min?: { n: number; message: string }
}

const astral = (n: number) => ASTRAL.repeat(n)
const register = (patch: Record<string, string>) => ({
  username: 'lemon_1',
  email: 'a@b.cn',
  password: 'abc12345',
  displayName: '小柠檬',
  ...patch,
})
const post = (patch: Record<string, unknown>) => ({ title: '标题', content: '正文', ...patch })
const form = (patch: Record<string, unknown>) => ({
  title: '标题',
  content: '正文',
  tagsText: '',
  location: '',
  ...patch,
})

const FIELDS: Field[] = [
  {
    what: 'R5.2 register displayName',
    schema: RegisterRequestSchema,
    input: (t) => register({ displayName: t }),
    text: astral,
    max: 50,
    message: MSG.displayNameMax,
  },
  {
    what: 'R5.4 register password',
    schema: RegisterRequestSchema,
    input: (t) => register({ password: t }),
    text: (n) => `a1${EMOJI.repeat(n - 2)}`,
    max: 128,
    message: '密码长度不能超过128个字符',
    min: { n: 8, message: MSG.passwordMin },
  },
  {
    what: 'R7.2 login username',
    schema: LoginRequestSchema,
    input: (t) => ({ username: t, password: 'x' }),
    text: astral,
    max: 254,
    message: undefined,
  },
  {
    what: 'R7.2 login password',
    schema: LoginRequestSchema,
    input: (t) => ({ username: 'a@b.cn', password: t }),
    text: astral,
    max: 128,
    message: undefined,
  },
  {
    what: 'R5.18 profile displayName',
    schema: UpdateProfileRequestSchema,
    input: (t) => ({ displayName: t }),
    text: astral,
    max: 50,
    message: MSG.displayNameMax,
  },
  {
    what: 'R5.19 profile bio',
    schema: UpdateProfileRequestSchema,
    input: (t) => ({ displayName: 'x', bio: t }),
    text: astral,
    max: 200,
    message: MSG.bioMax,
  },
  {
    what: 'R5.19 profile location',
    schema: UpdateProfileRequestSchema,
    input: (t) => ({ displayName: 'x', location: t }),
    text: astral,
    max: 100,
    message: MSG.locationMax,
  },
  {
    what: 'R5.19 profile website',
    schema: UpdateProfileRequestSchema,
    input: (t) => ({ displayName: 'x', website: t }),
    text: (n) => `https://a.cn/${ASTRAL.repeat(n - 13)}`,
    max: 200,
    message: MSG.websiteInvalid,
  },
  {
    what: 'R5.14 post title',
    schema: CreatePostRequestSchema,
    input: (t) => post({ title: t }),
    text: astral,
    max: 30,
    message: MSG.postTitleMax,
  },
  {
    what: 'R5.14 post content',
    schema: CreatePostRequestSchema,
    input: (t) => post({ content: t }),
    text: astral,
    max: 1000,
    message: MSG.postContentMax,
  },
  {
    what: 'R5.16 post tag',
    schema: CreatePostRequestSchema,
    input: (t) => post({ tags: [t] }),
    text: astral,
    max: 20,
    message: MSG.postTagMax,
  },
  {
    what: 'R5.16 post location',
    schema: CreatePostRequestSchema,
    input: (t) => post({ location: t }),
    text: astral,
    max: 100,
    message: MSG.postLocationMax,
  },
  {
    what: 'R2.57 editor title',
    schema: PostFormSchema,
    input: (t) => form({ title: t }),
    text: astral,
    max: 30,
    message: MSG.postTitleMax,
  },
  {
    what: 'R2.57 editor tags text',
    schema: PostFormSchema,
    input: (t) => form({ tagsText: `#${t} 周末` }),
    text: astral,
    max: 20,
    message: MSG.postTagMax,
  },
  {
    what: 'R5.9 comment',
    schema: CreateCommentRequestSchema,
    input: (t) => ({ content: t }),
    text: (n) => EMOJI.repeat(n),
    max: 1000,
    message: MSG.commentMax(1000),
  },
  {
    what: 'R5.26 message',
    schema: SendMessageRequestSchema,
    input: (t) => ({ receiverId: 2, content: t }),
    text: (n) => EMOJI.repeat(n),
    max: 1000,
    message: MSG.messageMax,
  },
  {
    what: 'R7.12 list search',
    schema: PostListQuerySchema,
    input: (t) => ({ search: t }),
    text: astral,
    max: 100,
    message: MSG.searchMax,
  },
  {
    what: 'R7.17 search q',
    schema: PostSearchQuerySchema,
    input: (t) => ({ q: t }),
    text: astral,
    max: 100,
    message: MSG.searchMax,
  },
]

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? null : result.issues.map((i) => i.message)
}

describe('user-text lengths count characters (code points), as the contract does', () => {
  it.each(FIELDS)(
    '$what: astral text at its limit is accepted, one character more is refused',
    ({ schema, input, text, max, message }) => {
      expect(text(max).length).toBeGreaterThan(max) // more UTF-16 units than the limit: String.length would refuse it
      expect(messages(schema, input(text(max)))).toBeNull()
      const refused = messages(schema, input(text(max + 1)))
      expect(refused).not.toBeNull()
      if (message) expect(refused).toContain(message)
    },
  )

  it.each(FIELDS.filter((f) => f.min))(
    '$what: astral text at its minimum is accepted, one character fewer is refused',
    ({ schema, input, text, min }) => {
      expect(messages(schema, input(text(min!.n)))).toBeNull()
      expect(messages(schema, input(text(min!.n - 1)))).toContain(min!.message)
    },
  )

  it('R5.13 a trimmed text counts without its surrounding whitespace, astral or not', () => {
    expect(messages(CreatePostRequestSchema, post({ title: ` \n${astral(30)}\t ` }))).toBeNull()
    expect(messages(CreatePostRequestSchema, post({ title: ` ${astral(31)} ` }))).toContain(MSG.postTitleMax)
  })

  it('R9.10 a bio read from the server is cut at 500 characters, never between the halves of one', () => {
    const user = { id: 1, username: 'a', displayName: 'a', email: 'a@b.cn', bio: `x${ASTRAL.repeat(600)}` }
    const bio = v.parse(UserSchema, user).bio
    expect(charCount(bio)).toBe(500)
    expect(bio.endsWith(ASTRAL)).toBe(true)
  })
})

describe('charCount and clipChars', () => {
  it('count an astral character (a surrogate pair) as one, and a lone surrogate as one', () => {
    expect(charCount('')).toBe(0)
    expect(charCount('中a')).toBe(2)
    expect(charCount(`${ASTRAL}${EMOJI}`)).toBe(2)
    expect(charCount('\ud800x\udc00')).toBe(3)
    expect(charCount('x\ud800')).toBe(2)
  })

  it('agree with valibot’s code-point rule, which the server runs, on every text', () => {
    for (const text of ['', 'abc', ASTRAL.repeat(5), '👩‍👩‍👧‍👦', '\ud800\ud800\udc00', '\udc00\ud800', `a${EMOJI}b`]) {
      const n = charCount(text)
      expect(v.is(v.pipe(v.string(), v.maxCodePoints(n)), text), text).toBe(true)
      if (n > 0) expect(v.is(v.pipe(v.string(), v.maxCodePoints(n - 1)), text), text).toBe(false)
    }
  })

  it('clip to whole characters', () => {
    expect(clipChars(`ab${ASTRAL}${ASTRAL}`, 3)).toBe(`ab${ASTRAL}`)
    expect(clipChars('abc', 5)).toBe('abc')
    expect(clipChars(ASTRAL, 0)).toBe('')
  })
})
