// Node project: IndexedDB for the mock server's persistence layer.
import 'fake-indexeddb/auto'
