import * as v from 'valibot'

// One app machine as the live-machines view shows it (src/features/dev-console/model/live-machines-view.ts): plain,
// masked data. It travels to other tabs' panels and into a bug report, so whoever reads it checks it with this schema:
// another tab or the report's author may run an older build.

export const MachineStepSchema = v.object({
  seq: v.number(),
  at: v.number(),
  event: v.string(),
  payload: v.unknown(),
  state: v.string(),
  actions: v.array(v.string()),
})

export const MachineViewSchema = v.object({
  id: v.number(),
  kind: v.string(),
  subject: v.nullable(v.string()),
  status: v.picklist(['running', 'done', 'stopped', 'error']),
  state: v.string(),
  tags: v.array(v.string()),
  context: v.unknown(),
  steps: v.array(MachineStepSchema),
  dropped: v.number(),
  createdAt: v.number(),
  recordingSince: v.number(),
  stoppedAt: v.nullable(v.number()),
})
