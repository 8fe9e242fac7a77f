import * as v from 'valibot'
import type { OperationKinds, QueuedOperation } from '@machines/offline-queue.machine'
import { PendingOperationSchema } from '@/schemas/global-state.schema'
import type { QueuedOperationDefinition } from './operation-definition'

/** The types of operation the app's offline queue holds: everything the queue and its storage know of them. */
export interface OperationRegistry {
  /** The definition of a type, if registered. */
  get(type: string): QueuedOperationDefinition | undefined
  /** What the queue machine needs: each type's label and merge key. */
  readonly kinds: OperationKinds
  /** R3.17: one stored operation read back, its payload by its type's schema; another type is refused. */
  readonly storedOperation: v.GenericSchema<unknown, QueuedOperation>
}

/** Builds the registry from the features' definitions (src/app/queued-operations.ts lists them). */
export function createOperationRegistry(definitions: readonly QueuedOperationDefinition[]): OperationRegistry {
  const byType = new Map<string, QueuedOperationDefinition>()
  for (const definition of definitions) {
    // Two features naming one type would replay each other's operations: refused at start-up.
    if (byType.has(definition.type)) throw new Error(`offline queue: the type "${definition.type}" is declared twice`)
    byType.set(definition.type, definition)
  }
  return {
    get: (type) => byType.get(type),
    // Only registered types reach the queue (the stored ones are read with storedOperation, new ones are
    // checked by enqueue); anything else is named as it is and merges with nothing, never thrown at the machine.
    kinds: {
      labelOf: (type) => byType.get(type)?.label ?? type,
      mergeKeyOf: (op) => byType.get(op.type)?.mergeKey(op.payload) ?? null,
    },
    storedOperation: v.variant(
      'type',
      definitions.map((d) =>
        v.object({ ...PendingOperationSchema.entries, type: v.literal(d.type), payload: d.payload }),
      ),
    ),
  }
}
