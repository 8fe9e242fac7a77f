import type { CheckContext, CheckDef } from '../check'
import type { Account } from '../sessions'
import { dataOf, listAll, ok, unique, type Json } from './steps'

// The read and unread rules of direct messages (R4.27, R7.29–R7.33, R3.9, R5.26): a message is unread for its
// receiver until the receiver marks the conversation read; the sender can neither see it as unread nor mark it
// read for them; the conversation list says who sent the last message and how many are unread.

const unread = async (ctx: CheckContext, user: Account) => {
  const answer = await ctx.call({ method: 'GET', path: '/api/messages/unread/count', token: await ctx.token(user) })
  ctx.must(answer.status === 200, `R7.33 the unread count answered ${answer.status}`, answer)
  return dataOf(answer)!.count as number
}

const conversationWith = async (ctx: CheckContext, user: Account, other: Account): Promise<Json | undefined> =>
  (await listAll(ctx, '/api/messages/conversations', user, 50)).items.find((c) => c.contact_user_id === other.id)

async function readAndUnread(ctx: CheckContext): Promise<void> {
  const [a, b] = ctx.users as [Account, Account]
  const [aBefore, bBefore] = [await unread(ctx, a), await unread(ctx, b)]
  const texts = [unique(ctx, '你好'), unique(ctx, '在吗')]
  for (const content of texts) {
    const sent = await ctx.call({
      method: 'POST',
      path: '/api/messages/send',
      token: await ctx.token(a),
      json: { receiverId: b.id, content },
    })
    ctx.must(
      sent.status === 201 && dataOf(sent)?.content === content,
      `R7.31 sending a message answered ${sent.status}`,
      sent,
    )
  }
  ctx.expect(
    (await unread(ctx, b)) === bBefore + 2,
    `R7.33 the receiver's unread count did not rise by the 2 messages sent`,
  )
  ctx.expect((await unread(ctx, a)) === aBefore, `R7.33 the sender's unread count changed by sending`)
  const theirs = await conversationWith(ctx, b, a)
  ctx.expect(
    theirs?.has_unread === true &&
      theirs.unread_count === 2 &&
      theirs.is_sent_by_me === false &&
      theirs.last_message_content === texts[1],
    `R3.9 the receiver's conversation reads ${JSON.stringify(theirs)?.slice(0, 300)}`,
  )
  const mine = await conversationWith(ctx, a, b)
  ctx.expect(
    mine?.is_sent_by_me === true && !mine.has_unread && !mine.unread_count,
    `R3.9 the sender's conversation reads ${JSON.stringify(mine)?.slice(0, 300)}`,
  )
  // The sender opening the conversation and marking it read must not mark the receiver's messages read.
  await ctx.call({ method: 'GET', path: `/api/messages/conversations/${b.id}`, token: await ctx.token(a) })
  const bySender = await ctx.call({
    method: 'PUT',
    path: `/api/messages/conversations/${b.id}/mark-read`,
    token: await ctx.token(a),
  })
  ctx.expect(ok(bySender), `R7.32 the sender's mark-read answered ${bySender.status}`, bySender)
  ctx.expect(
    (await unread(ctx, b)) === bBefore + 2,
    "R4.27 R7.32 the sender marking the conversation read cleared the receiver's unread messages",
  )
  const thread = await ctx.call({
    method: 'GET',
    path: `/api/messages/conversations/${a.id}`,
    token: await ctx.token(b),
  })
  const contents = ((dataOf(thread) as unknown as Json[]) ?? []).map((m) => m.content)
  ctx.expect(
    contents.indexOf(texts[0]) >= 0 && contents.indexOf(texts[0]) < contents.indexOf(texts[1]),
    `R7.30 the conversation does not list the two messages oldest first: ${JSON.stringify(contents.slice(-4))}`,
    thread,
  )
  const read = await ctx.call({
    method: 'PUT',
    path: `/api/messages/conversations/${a.id}/mark-read`,
    token: await ctx.token(b),
  })
  ctx.expect(ok(read), `R7.32 the receiver's mark-read answered ${read.status}`, read)
  ctx.expect(
    (await unread(ctx, b)) === bBefore,
    "R4.27 R7.33 the receiver's unread count did not fall back after marking the conversation read",
  )
  const after = await conversationWith(ctx, b, a)
  ctx.expect(
    !after?.has_unread && !after?.unread_count,
    `R4.27 the conversation still reads unread after mark-read: ${JSON.stringify(after)?.slice(0, 200)}`,
  )
}

async function refusals(ctx: CheckContext): Promise<void> {
  const [a] = ctx.users as [Account]
  const token = await ctx.token(a)
  const self = await ctx.call({
    method: 'POST',
    path: '/api/messages/send',
    token,
    json: { receiverId: a.id, content: '给自己' },
  })
  ctx.expect(self.status === 400, `messaging oneself answered ${self.status}, not the documented 400`, self)
  const blank = await ctx.call({
    method: 'POST',
    path: '/api/messages/send',
    token,
    json: { receiverId: ctx.users[1]!.id, content: '  \n ' },
  })
  ctx.expect(
    blank.status === 400 && (blank.json as Json | undefined)?.code === 'VALIDATION_001',
    `R5.26 a blank message answered ${blank.status}, not 400 VALIDATION_001`,
    blank,
  )
  const nobody = await ctx.call({
    method: 'POST',
    path: '/api/messages/send',
    token,
    json: { receiverId: 2 ** 31 - 7, content: '有人吗' },
  })
  ctx.expect(
    nobody.status === 404,
    `R5.26 a message to a user who does not exist answered ${nobody.status}, not 404`,
    nobody,
  )
}

export const MESSAGE_CHECKS: CheckDef[] = [
  {
    id: 'rules/messages-read-unread',
    rules: ['R4.27', 'R7.29', 'R7.30', 'R7.31', 'R7.32', 'R7.33', 'R3.9'],
    group: 'rules',
    quick: true,
    title:
      'a message is unread for its receiver until the receiver marks it read; the sender can neither see it unread nor mark it read',
    run: readAndUnread,
  },
  {
    id: 'rules/messages-refused',
    rules: ['R5.26'],
    group: 'rules',
    quick: false,
    title: 'a blank message, a message to oneself and one to nobody are refused',
    run: refusals,
  },
]
