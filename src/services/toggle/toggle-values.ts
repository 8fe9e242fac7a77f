import * as v from 'valibot'
import type { ToggleValues } from '@machines/toggle.machine'

/** A toggle's values as the server answered them: the `result` of a queued toggle's replay (R4.14). */
export const ToggleValuesSchema = v.object({ active: v.boolean(), count: v.number() }) satisfies v.GenericSchema<
  unknown,
  ToggleValues
>
