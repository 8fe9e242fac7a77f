import type { QueryClient } from '@tanstack/react-query'
import { defineService } from '@/lib/service'

/** The app's query cache, for models that write server answers into it (connected by src/app/services.ts). */
export const queryCache = defineService<QueryClient>('query cache')
