// The spec rule behind each entity of the contract (docs/spec.md §3): an answer whose Post lacks a field breaks
// R3.5, whatever operation sent it. Anything else of an answer's shape is the envelope's (R3.15).

const ENTITY_RULES: Record<string, string> = {
  User: 'R3.1',
  PublicUser: 'R3.4',
  Author: 'R3.5',
  Post: 'R3.5',
  Comment: 'R3.7',
  Message: 'R3.8',
  Conversation: 'R3.9',
  FollowUser: 'R3.10',
  Pagination: 'R3.15',
  Meta: 'R3.15',
  ErrorEnvelope: 'R3.15',
}

/** The rule of a component of the contract's schemas (undefined: the envelope around them). */
export const ruleOfComponent = (component: string | undefined): string =>
  (component && ENTITY_RULES[component]) ?? 'R3.15'
