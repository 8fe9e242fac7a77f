import * as v from 'valibot'

/**
 * Messages of a failed parse, per field (dot path) and at the root, for exact-text asserts.
 * abortPipeEarly: a form shows a field's first problem, not every rule it also breaks.
 */
export function fieldErrors<S extends v.GenericSchema>(schema: S, input: unknown): Record<string, string[]> {
  const r = v.safeParse(schema, input, { abortPipeEarly: true })
  if (r.success) return {}
  const flat = v.flatten<S>(r.issues)
  const out: Record<string, string[]> = { ...(flat.nested as Record<string, string[]>) }
  if (flat.root) out.$root = flat.root
  return out
}

export function parseOk<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const r = v.safeParse(schema, input)
  if (!r.success) throw new Error(`expected success: ${JSON.stringify(v.flatten(r.issues))}`)
  return r.output
}
