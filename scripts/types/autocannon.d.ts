// autocannon ships no types; this covers the part of its API that scripts/bench.ts uses.
declare module 'autocannon' {
  export interface AutocannonRequest {
    method?: string;
    path?: string;
    body?: string | Buffer;
    headers?: Record<string, string>;
    setupRequest?: (req: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  export interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    pipelining?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: AutocannonRequest[];
  }

  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  export interface AutocannonResult {
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  }

  type Autocannon = (options: AutocannonOptions) => Promise<AutocannonResult>;
  const autocannon: Autocannon;
  export default autocannon;
}
