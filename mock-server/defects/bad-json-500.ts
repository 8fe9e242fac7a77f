import { fail } from '../http/envelope'
import { SERVER_MSG } from '../server-messages'
import type { Defect } from './types'
import { envelopeOf } from './wire'

// JSON.parse without a try: the parser's exception reaches the generic error handler.

export const badJson500: Defect = {
  name: 'bad-json-500',
  rules: ['R5.29', 'R8.12'],
  description:
    'A request body that is not a JSON object where one is expected (e.g. POST /api/auth/login with `{"username":`) answers ' +
    '500 SERVER_001 "服务器内部错误" instead of 400 VALIDATION_001 "请求数据格式错误".',
  apply: async (request, next) => {
    const response = await next(request)
    if (response.status !== 400) return response
    const body = await envelopeOf(response)
    return body?.message === SERVER_MSG.badJson ? fail(500, 'SERVER_001', SERVER_MSG.serverError) : response
  },
}
