// The part of autocannon 9's API the standalone API load test uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p97_5: number
    p99: number
  }
  interface Request {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    /** Called before each send with this connection's context (reset at the start of each pass over `requests`). */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    pipelining?: number
    timeout?: number
    requests?: Request[]
  }
  export interface Result {
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    resets: number
    mismatches: number
    '2xx': number
    statusCodeStats: Record<string, { count: number }>
    latency: Histogram
    requests: Histogram & { sent: number }
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
