import type { CheckDef } from '../check'
import type { Contract } from '../contract/contract'
import { AFTER_ALL_CHECKS } from './after-all'
import { CONTENT_CHECKS } from './content'
import { COUNT_CHECKS } from './counts'
import { fuzzChecks, type BadTokens } from './fuzz'
import { IDEMPOTENCY_CHECKS } from './idempotency'
import { MESSAGE_CHECKS } from './messages'
import { ownershipChecks } from './ownership'
import { PAGINATION_CHECKS } from './pagination'
import { ROUTING_CHECKS } from './routing'
import { TOKEN_CHECKS } from './tokens'
import { VALIDATION_CHECKS } from './validation'

/** Every check, in the order a run takes them: the rules on fresh records first, the generated requests, then what must still hold after all of it. */
export function allChecks(contract: Contract, bad: () => BadTokens, runId: string): CheckDef[] {
  return [
    ...ROUTING_CHECKS,
    ...COUNT_CHECKS,
    ...ownershipChecks(bad),
    ...TOKEN_CHECKS,
    ...MESSAGE_CHECKS,
    ...IDEMPOTENCY_CHECKS,
    ...VALIDATION_CHECKS,
    ...CONTENT_CHECKS,
    ...PAGINATION_CHECKS,
    ...fuzzChecks(contract, bad, runId),
    ...AFTER_ALL_CHECKS,
  ]
}
