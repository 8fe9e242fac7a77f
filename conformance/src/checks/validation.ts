import type { CheckContext, CheckDef } from '../check'
import type { Account } from '../sessions'
import { createPost, dataOf, type Json } from './steps'

// The spec's validation rules and their exact Chinese messages (§5, §8), and lengths counted in characters (code
// points): a title of 30 characters outside the BMP (two UTF-16 units each) is within the limit of 30.

const ASTRAL = '𠀀'

/** details.errors' messages and the top message of a refusal. */
const messagesOf = (json: unknown): string[] => {
  const body = json as Json | undefined
  return [
    String(body?.message ?? ''),
    ...((body?.details?.errors as Json[] | undefined) ?? []).map((e) => String(e.message)),
  ]
}

async function refusedWith(
  ctx: CheckContext,
  rule: string,
  what: string,
  send: () => ReturnType<CheckContext['call']>,
  message: string,
): Promise<void> {
  const answer = await send()
  const body = answer.json as Json | undefined
  if (
    !ctx.expect(
      answer.status === 400 && body?.code === 'VALIDATION_001',
      `${rule} ${what} answered ${answer.status} ${body?.code ?? ''}, not 400 VALIDATION_001`,
      answer,
    )
  )
    return
  ctx.expect(
    messagesOf(body).some((m) => m.includes(message)),
    `${rule} ${what}: the refusal does not say "${message}" (it says ${JSON.stringify(messagesOf(body))})`,
    answer,
  )
}

async function register(ctx: CheckContext): Promise<void> {
  const base = {
    username: 'conform_ok1',
    email: 'conform-ok@conformance.test',
    password: 'Passw0rdOk',
    displayName: '检查',
  }
  const send = (patch: Partial<typeof base>) => () =>
    ctx.call({ method: 'POST', path: '/api/auth/register', json: { ...base, ...patch } })
  await refusedWith(ctx, 'R5.1', 'a username of 2 characters', send({ username: 'ab' }), '用户名长度至少3个字符')
  await refusedWith(
    ctx,
    'R5.1',
    'a username of 21 characters',
    send({ username: 'a'.repeat(21) }),
    '用户名长度不能超过20个字符',
  )
  await refusedWith(
    ctx,
    'R5.1',
    'a username with a hyphen',
    send({ username: 'ab-cd' }),
    '用户名只能包含字母、数字和下划线',
  )
  await refusedWith(
    ctx,
    'R5.2',
    'a display name of 51 characters',
    send({ displayName: '名'.repeat(51) }),
    '显示名称长度不能超过50个字符',
  )
  await refusedWith(ctx, 'R5.3', 'an email without @', send({ email: 'not-an-email' }), '邮箱格式不正确')
  await refusedWith(ctx, 'R5.4', 'a password of 7 characters', send({ password: 'abc1234' }), '密码长度至少8个字符')
  await refusedWith(
    ctx,
    'R5.4',
    'a password without a digit',
    send({ password: 'abcdefghi' }),
    '密码必须包含至少一个字母和一个数字',
  )
}

async function post(ctx: CheckContext): Promise<void> {
  const [a] = ctx.users as [Account]
  const token = await ctx.token(a)
  const body = { content: '正文', category: 'lifestyle', tags: [] as string[] }
  const send =
    (title: string, content = body.content) =>
    () =>
      ctx.call({ method: 'POST', path: '/api/posts', token, json: { ...body, title, content } })
  await refusedWith(ctx, 'R5.13', 'a blank title', send('   '), '标题和内容不能为空')
  await refusedWith(ctx, 'R5.14 R9.8', 'a title of 31 characters', send('题'.repeat(31)), '标题不能超过30个字符')
  await refusedWith(
    ctx,
    'R5.14 R9.8',
    'a title of 31 characters outside the BMP',
    send(ASTRAL.repeat(31)),
    '标题不能超过30个字符',
  )
  await refusedWith(
    ctx,
    'R5.14 R9.8',
    'content of 1001 characters',
    send('标题', '文'.repeat(1001)),
    '内容不能超过1000个字符',
  )
  const astral = await createPost(ctx, a, { title: ASTRAL.repeat(30), content: '😀'.repeat(1000) })
  ctx.expect(
    astral.title === ASTRAL.repeat(30),
    `R5.14 R9.8 a title of 30 characters outside the BMP came back as ${JSON.stringify(astral.title)?.slice(0, 80)}`,
  )
}

async function comment(ctx: CheckContext): Promise<void> {
  const [a] = ctx.users as [Account]
  const target = await createPost(ctx, a)
  const token = await ctx.token(a)
  const send = (content: string) => () =>
    ctx.call({ method: 'POST', path: `/api/comments?postId=${target.id}`, token, json: { content } })
  await refusedWith(ctx, 'R5.9', 'a blank comment', send(' \n '), '请输入评论内容')
  await refusedWith(
    ctx,
    'R5.9 R9.9',
    'a comment of 1001 characters',
    send('评'.repeat(1001)),
    '评论内容不能超过1000个字符',
  )
  const long = await ctx.call({
    method: 'POST',
    path: `/api/comments?postId=${target.id}`,
    token,
    json: { content: ASTRAL.repeat(1000) },
  })
  ctx.expect(
    long.status === 201 && dataOf(long)?.content === ASTRAL.repeat(1000),
    `R5.9 R9.9 a comment of 1000 characters outside the BMP answered ${long.status}`,
    long,
  )
}

export const VALIDATION_CHECKS: CheckDef[] = [
  {
    id: 'rules/register-validation',
    rules: ['R5.1', 'R5.2', 'R5.3', 'R5.4', 'R5.29', 'R9.13', 'R9.14'],
    group: 'rules',
    quick: true,
    title: "registration refuses each invalid field with VALIDATION_001 and the spec's Chinese message",
    run: register,
  },
  {
    id: 'rules/post-validation',
    rules: ['R5.13', 'R5.14', 'R9.8', 'R5.29'],
    group: 'rules',
    quick: true,
    title: "a post's title and content are checked in characters (code points) with the spec's messages",
    run: post,
  },
  {
    id: 'rules/comment-validation',
    rules: ['R5.9', 'R9.9', 'R5.29'],
    group: 'rules',
    quick: false,
    title: "a comment is checked in characters (code points) with the spec's messages",
    run: comment,
  },
]
