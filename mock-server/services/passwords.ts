import { constantTimeEqual, sha256Hex, toHex } from './crypto-text'

// Salted SHA-256, the formula fixtures/generators/users.ts uses with node:crypto: sha256hex(`${salt}:${password}`).
// Fine for a mock that runs in the user's own browser; a real backend must use a slow KDF.

export const hashPassword = (password: string, salt: string) => sha256Hex(`${salt}:${password}`)

export const newSalt = () => toHex(crypto.getRandomValues(new Uint8Array(16)))

export async function passwordMatches(password: string, user: { passwordHash: string; passwordSalt: string }) {
  return constantTimeEqual(await hashPassword(password, user.passwordSalt), user.passwordHash)
}

export async function passwordFields(password: string) {
  const passwordSalt = newSalt()
  return { passwordSalt, passwordHash: await hashPassword(password, passwordSalt) }
}
