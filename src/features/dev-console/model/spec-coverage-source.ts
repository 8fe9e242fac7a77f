// docs/spec-coverage.md, bundled at build time (only into the QA console's chunk).
import markdown from '../../../../docs/spec-coverage.md?raw'
import { parseCoverage, type CoverageTable } from './coverage-table'

let table: CoverageTable | null = null

export const specCoverage = (): CoverageTable => (table ??= parseCoverage(markdown))
