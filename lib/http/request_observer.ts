/**
 * Watches every answer of the site, cached pages included (it wraps the outermost `fetch`): counts it by route
 * group and status, times it into a histogram (`recetas_http_…`, see `lib/process/metrics.ts`), and with
 * `LOG_REQUESTS=1` prints one line per request: method, path without query, status, milliseconds, body bytes.
 *
 * The time is the time to the answer's headers: a body streamed afterwards is not waited for. Bytes are the body's
 * length when it is known without reading it: its `Content-Length`, a length noted by whoever made it
 * ({@link RequestObserver.noteBodyBytes}: the page cache's hits and fresh renders), 0 for HEAD, 204 and 304; else
 * `-` (a body compressed or streamed as it is sent, a redirect).
 *
 * A request whose handler throws past every error handler (or a rejected promise outside the app, such as a store
 * read of the page cache) is answered 500 here, and every 500 carries an `X-Request-Id` that its log line names.
 */
import { log } from "../process/log.ts";
import { type CounterSeries, type HistogramSeries, processMetrics } from "../process/metrics.ts";
import { reportInternalError, REQUEST_ID_HEADER } from "./internal_error.ts";
import { loggedPath, requestPath, ROUTE_GROUPS, type RouteGroup, routeGroupOfUrl, statusLabel } from "./route_group.ts";

/** Upper bounds of the request duration histogram, in seconds: from a cached page (~20 µs) to a slow AI call. */
export const DURATION_BUCKETS = [
  0.0001,
  0.00025,
  0.0005,
  0.001,
  0.0025,
  0.005,
  0.01,
  0.025,
  0.05,
  0.1,
  0.25,
  0.5,
  1,
  2.5,
  5,
  10,
  30,
];

const REQUESTS = processMetrics.counter(
  "recetas_http_requests_total",
  "HTTP answers by route group and status (the code, or its class for rare codes).",
  [],
);
const DURATION = processMetrics.histogram(
  "recetas_http_request_duration_seconds",
  "Time from a request to its answer's headers, by route group.",
  DURATION_BUCKETS,
  [],
);

/** The series of one route group: its duration, and its count per status (resolved on a status's first answer). */
interface GroupSeries {
  group: RouteGroup;
  duration: HistogramSeries;
  byStatus: (CounterSeries | undefined)[];
}

const GROUPS = new Map<RouteGroup, GroupSeries>(
  ROUTE_GROUPS.map((group) => {
    // One slot per possible status (a packed array: the look-up on every answer stays an indexed load).
    const byStatus = new Array<CounterSeries | undefined>(600).fill(undefined);
    return [group, { group, duration: DURATION.labels({ group }), byStatus }];
  }),
);

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/** Options of {@link RequestObserver}. */
export interface RequestObserverOptions {
  /** Print one line per request (`LOG_REQUESTS=1`). */
  logRequests?: boolean;
  /** Clock in milliseconds (default `performance.now`). */
  now?: () => number;
}

/** Counts, times and (optionally) logs every answer of the `fetch` it wraps. */
export class RequestObserver {
  private readonly logRequests: boolean;
  private readonly now: () => number;
  private readonly bodyBytes = new WeakMap<Response, number>();
  /**
   * Notes the body length of an answer that carries no `Content-Length` (for the request line); undefined when
   * lines are not logged, so callers skip the work.
   */
  readonly noteBodyBytes: ((response: Response, bytes: number) => void) | undefined;

  constructor(options: RequestObserverOptions = {}) {
    this.logRequests = options.logRequests ?? false;
    this.now = options.now ?? (() => performance.now());
    this.noteBodyBytes = this.logRequests ? (response, bytes) => this.bodyBytes.set(response, bytes) : undefined;
  }

  /** `inner` with every answer observed; an answer already made is returned as it is, not awaited. */
  wrap<F extends Fetch>(inner: F): F {
    return ((request: Request, ...rest: never[]) => {
      const start = this.now();
      let answer: Response | Promise<Response>;
      try {
        answer = inner(request, ...rest);
      } catch (error) {
        return this.observe(request, failed(request, error), start);
      }
      if (answer instanceof Response) return this.observe(request, answer, start);
      return answer.then(
        (response) => this.observe(request, response, start),
        (error) => this.observe(request, failed(request, error), start),
      );
    }) as F;
  }

  private observe(request: Request, response: Response, start: number): Response {
    const ms = this.now() - start;
    const status = response.status;
    const series = GROUPS.get(routeGroupOfUrl(request.method, request.url))!;
    (series.byStatus[status] ??= REQUESTS.labels({ group: series.group, status: statusLabel(status) })).inc();
    series.duration.observe(ms / 1000);
    if (status === 500 && !response.headers.has(REQUEST_ID_HEADER)) response = withRequestId(request, response);
    if (this.logRequests) {
      log.info("request", {
        method: request.method,
        path: loggedPath(requestPath(request.url)),
        status,
        ms: Math.round(ms * 100) / 100,
        bytes: this.bytesOf(request, response),
        request_id: status >= 500 ? response.headers.get(REQUEST_ID_HEADER) ?? undefined : undefined,
      });
    }
    return response;
  }

  /** The body's length when known without touching the body (reading `response.body` would turn it into a stream). */
  private bytesOf(request: Request, response: Response): number | "-" {
    if (request.method === "HEAD" || response.status === 204 || response.status === 304) return 0;
    const length = response.headers.get("content-length");
    if (length !== null && /^\d+$/.test(length)) return Number(length);
    return this.bodyBytes.get(response) ?? "-";
  }
}

/** The 500 answer of a request whose handling threw `error` (logged with a new request id). */
function failed(request: Request, error: unknown): Response {
  const id = reportInternalError(error, request);
  return new Response("Internal Server Error\n", {
    status: 500,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
      [REQUEST_ID_HEADER]: id,
    },
  });
}

/** `response` (a 500 some handler returned without throwing) with a request id, logged. */
function withRequestId(request: Request, response: Response): Response {
  const id = reportInternalError(new Error(`${request.method} answered 500 without an error`), request);
  try {
    response.headers.set(REQUEST_ID_HEADER, id);
    return response;
  } catch {
    // Immutable headers (a fetched answer passed on): a copy carries the id.
    const copy = new Response(response.body, response);
    copy.headers.set(REQUEST_ID_HEADER, id);
    return copy;
  }
}
