// Pure pieces of the spec-coverage script, importable by its tests.
export * from './spec'
export * from './titles'
export * from './policy'
export * from './rules'
export * from './report'
