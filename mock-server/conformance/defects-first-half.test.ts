import { describe } from 'vitest'
import { DEFECTS } from '../defects'
import { defectTests } from '../test/conformance-defects'

// The first half of the planted defects (mock-server/defects), each caught by a quick run of the conformance kit.
describe('the conformance kit catches the planted defects (first half)', () =>
  defectTests(0, Math.ceil(DEFECTS.length / 2)))
