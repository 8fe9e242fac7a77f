import { fileURLToPath } from 'node:url'
import { loadContract, type Contract } from '../../conformance/src/contract/contract'

// docs/openapi.json as the in-process fuzz and the contract tests read it: the conformance kit's reader (operations,
// parameters, bodies, answers, an ajv validator; a literal path before a template), over the committed file.

export { Contract, METHODS, type Json, type Operation, type Parameter } from '../../conformance/src/contract/contract'

export const CONTRACT_PATH = fileURLToPath(new URL('../../docs/openapi.json', import.meta.url))

let shared: Contract | undefined
/** The committed contract, read once per test file. */
export const contract = () => (shared ??= loadContract(CONTRACT_PATH))
