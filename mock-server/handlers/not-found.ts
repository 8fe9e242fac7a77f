import { http } from 'msw'
import { api, handle, HttpError } from '../http'
import { SERVER_MSG } from '../server-messages'

// Must stay last: an /api path no handler claimed gets the envelope, not the dev server's index.html.
export const notFoundHandlers = [
  http.all(
    api('/*'),
    handle(() => {
      throw new HttpError(404, 'NOT_FOUND_001', SERVER_MSG.endpointNotFound)
    }),
  ),
]
