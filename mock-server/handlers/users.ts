import { http } from 'msw'
import { UpdateProfileRequestSchema } from '@/schemas/user.schema'
import { api, handle, ok, optionalAuth, readJson, validate, withAuth } from '../http'
import { SERVER_MSG } from '../server-messages'
import { ownProfile, publicProfile, updateProfile } from '../services/profile-service'

// R7.7–R7.9. /users/profile is registered before /users/:id so "profile" is never read as an id.
export const userHandlers = [
  http.get(api('/users/profile'), handle(withAuth(({ db, auth }) => ok(ownProfile(db, auth.user))))),
  http.put(
    api('/users/profile'),
    handle(
      withAuth(async ({ request, db, auth }) =>
        ok(await updateProfile(db, auth.user.id, validate(UpdateProfileRequestSchema, await readJson(request))), {
          message: SERVER_MSG.profileUpdated,
        }),
      ),
    ),
  ),
  http.get(api('/users/:id'), handle(optionalAuth(({ db, params, auth }) => ok(publicProfile(db, params.id, auth))))),
]
