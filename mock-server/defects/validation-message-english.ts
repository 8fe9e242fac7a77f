import type { Defect } from './types'
import { rewrite } from './wire'

// A framework's default validation texts left in place of the product's Chinese ones (R1.11: the interface is Chinese).

export const validationMessageEnglish: Defect = {
  name: 'validation-message-english',
  rules: ['R5.29', 'R1.11'],
  description:
    'Every 400 VALIDATION_001 answer says "Validation failed", and each details.errors entry says `Invalid value for "<field>"`, ' +
    'instead of the Chinese field messages joined by "；" (e.g. POST /api/posts with an empty title: "标题和内容不能为空").',
  apply: async (request, next) =>
    rewrite(await next(request), (body) => {
      if (body.code !== 'VALIDATION_001') return
      body.message = 'Validation failed'
      for (const error of body.details?.errors ?? []) error.message = `Invalid value for "${error.field}"`
    }),
}
