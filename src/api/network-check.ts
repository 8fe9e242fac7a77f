import { backendReady } from './backend-ready'
import { API_BASE_URL } from './config'

/** R7.37: the network check is a HEAD /health that must answer within 5 s. */
export const NETWORK_CHECK_TIMEOUT_MS = 5_000

const healthUrl = () => {
  const url = `${API_BASE_URL}/health`
  // Outside a page (Node tests) fetch needs an absolute URL, as in client.ts.
  return globalThis.location ? url : new URL(url, 'http://localhost').href
}

/**
 * R7.37: true when the API answers HEAD /health within the timeout (any HTTP answer: the server being in a bad
 * state is not the network being gone), false when the request fails on the network or times out.
 * Plain fetch on purpose: the client's own failures are what makes the app ask, so the check must not feed them.
 */
export async function checkNetwork({
  timeoutMs = NETWORK_CHECK_TIMEOUT_MS,
}: {
  timeoutMs?: number
} = {}): Promise<boolean> {
  await backendReady()
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    await fetch(healthUrl(), { method: 'HEAD', cache: 'no-store', signal: controller.signal })
    return true
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}
