// Node project: IndexedDB for the mock server's persistence layer.
import 'fake-indexeddb/auto'
import { setBackendReady } from '@/api/backend-ready'
import { keepServiceDefaults } from './service-defaults'

// The client's requests wait for the backend the app starts; in tests the backend (msw's node server) is there.
setBackendReady(Promise.resolve())
// The API client, the live machines' recorder and the toasts, which the app's wiring connects (src/test/service-defaults.ts).
keepServiceDefaults()
