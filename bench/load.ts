/**
 * A small closed-loop load generator for loopback benchmarks: a fixed number
 * of requests spread over a fixed number of concurrent workers, each sending
 * its next request when the previous answer has been read in full.
 */

/** Options of {@link measure}. */
export interface LoadOptions {
  /** Requests to send (after any warm-up). */
  requests: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** Unmeasured requests sent first. */
  warmup?: number;
  /** Request headers. */
  headers?: Record<string, string>;
}

/** Figures of one run. */
export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  /** Body bytes of one answer (as the client reads them). */
  bodyBytes: number;
}

/** The `q` quantile (0..1) of sorted latencies. */
export function quantile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

async function run(url: string, count: number, options: LoadOptions, latencies?: Float64Array) {
  let next = 0;
  let errors = 0;
  let bodyBytes = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const start = performance.now();
      const response = await fetch(url, { headers: options.headers });
      const body = await response.arrayBuffer();
      if (latencies) latencies[i] = performance.now() - start;
      if (!response.ok) errors++;
      bodyBytes = body.byteLength;
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, count) }, worker));
  return { errors, bodyBytes };
}

/** Sends the warm-up, then measures `requests` GETs of `url` at the given concurrency. */
export async function measure(url: string, options: LoadOptions): Promise<LoadResult> {
  if (options.warmup) await run(url, options.warmup, options);
  const latencies = new Float64Array(options.requests);
  const start = performance.now();
  const { errors, bodyBytes } = await run(url, options.requests, options, latencies);
  const seconds = (performance.now() - start) / 1000;
  latencies.sort();
  return {
    requests: options.requests,
    errors,
    seconds,
    rps: options.requests / seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    bodyBytes,
  };
}
