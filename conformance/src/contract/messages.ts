// The spec's interface language is Chinese (R1.11), and the server's messages are shown to users as they are
// (R5.29: validation messages joined and shown): every refusal says why in Chinese, field messages included.

const HAN = /\p{Script=Han}/u

type Json = Record<string, unknown>

/** Problems with an error answer's texts; none for success answers or bodies that are not the error envelope. */
export function chineseMessageProblems(json: unknown, status: number): string[] {
  if (status < 400 || !json || typeof json !== 'object') return []
  const body = json as Json
  if (body.success !== false) return []
  const problems: string[] = []
  if (typeof body.message !== 'string' || !HAN.test(body.message))
    problems.push(`R1.11 R5.29 the ${status} answer's message is not Chinese: ${JSON.stringify(body.message)}`)
  const errors = (body.details as Json | undefined)?.errors
  if (Array.isArray(errors)) {
    for (const e of errors as Json[]) {
      if (typeof e?.message === 'string' && !HAN.test(e.message)) {
        problems.push(
          `R1.11 R5.29 a field message of the ${status} answer is not Chinese: ${JSON.stringify(e.message)}`,
        )
        break
      }
    }
  }
  return problems
}
