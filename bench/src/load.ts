import autocannon from "autocannon";

export interface LoadFigures {
  name: string;
  /** What was requested, for people reading the results. */
  request: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Mean bytes per response (body and headers), from the throughput. */
  bytesPerResponse: number;
  requests: number;
  ok2xx: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
  durationSeconds: number;
}

export interface LoadOptions {
  name: string;
  url: string;
  /** Shown in the results. */
  request: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Varies each request (the path), e.g. a different obituary each time. */
  nextPath?: () => string;
  durationSeconds?: number;
  /** Stop after this many requests instead of after a time. */
  amount?: number;
  connections: number;
}

/** One autocannon run against 127.0.0.1, summarised. */
export async function measure(options: LoadOptions): Promise<LoadFigures> {
  const nextPath = options.nextPath;
  const result = await autocannon({
    url: options.url,
    method: options.method ?? "GET",
    headers: options.headers,
    body: options.body,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.durationSeconds ?? 10 }),
    // A full 10,000-row answer can take seconds under load; count it, don't drop it.
    timeout: 60,
    ...(nextPath
      ? {
          requests: [
            {
              setupRequest: (req) => ({ ...req, path: nextPath() }),
            },
          ],
        }
      : {}),
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stat.count ?? 0;
  const answered = result["1xx"] + result["2xx"] + result["3xx"] + result["4xx"] + result["5xx"];
  const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
  return {
    name: options.name,
    request: options.request,
    // For a bounded count, requests per second over the whole run; otherwise autocannon's per-second mean.
    requestsPerSecond: round(options.amount ? answered / Math.max(result.duration, 0.001) : result.requests.average, 1),
    latencyP50Ms: round(result.latency.p50),
    latencyP99Ms: round(result.latency.p99),
    bytesPerResponse: answered > 0 ? Math.round(((result.throughput as { total?: number }).total ?? 0) / answered) : 0,
    requests: answered,
    ok2xx: result["2xx"],
    non2xx: result.non2xx,
    statusCodes,
    errors: result.errors,
    timeouts: result.timeouts,
    durationSeconds: round(result.duration),
  };
}
