/**
 * The health answers of a server process: `GET /healthz` (the process is alive: 200 `ok`, nothing read) and
 * `GET /readyz` (200 JSON `{ ready: true, checks }` when every check passes, else 503 naming the failing check).
 * The app and the "preparing" handler answer both before any middleware ({@link withHealth}: no session, query
 * redirect or page-cache read), a supervised server also on its private loopback port (`HEALTH_PORT`,
 * {@link healthHandler}).
 * Every answer is `Cache-Control: no-store`: a proxy or browser never keeps one, and the page cache never holds one.
 */

import type { ReadinessProbe, ReadinessReport } from "../process/readiness_report.ts";

/** Path of the liveness answer. */
export const HEALTHZ_PATH = "/healthz";
/** Path of the readiness answer. */
export const READYZ_PATH = "/readyz";
/** Both paths: public rows of the access table, answered by {@link withHealth} before any route. */
export const HEALTH_PATHS: readonly string[] = [HEALTHZ_PATH, READYZ_PATH];

const NO_STORE = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };

/** `/readyz`: 200 when `report` is ready, else 503 with `Retry-After`; the report as JSON either way. */
export function readyzResponse(report: ReadinessReport): Response {
  const headers: Record<string, string> = { ...NO_STORE, "Content-Type": "application/json" };
  if (!report.ready) headers["Retry-After"] = "1";
  return new Response(JSON.stringify(report), { status: report.ready ? 200 : 503, headers });
}

/**
 * Wraps `inner` so that the two health paths are answered first (GET and HEAD; 405 for other methods), whatever the
 * request carries, reading nothing but what `readiness` checks; every other request goes to `inner`.
 */
export function withHealth<F extends (request: Request, ...rest: never[]) => Response | Promise<Response>>(
  readiness: ReadinessProbe,
  inner: F,
): F {
  const answer = async (request: Request, pathname: string) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return new Response("Method not allowed", { status: 405, headers: { ...NO_STORE, Allow: "GET, HEAD" } });
    }
    const response = pathname === HEALTHZ_PATH // the process answers
      ? new Response("ok", { headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" } })
      : readyzResponse(await readiness());
    return request.method === "HEAD" ? new Response(null, response) : response;
  };
  return ((request: Request, ...rest: never[]) => {
    // Every other request only has its URL scanned.
    const url = request.url;
    if (!url.includes(HEALTHZ_PATH) && !url.includes(READYZ_PATH)) return inner(request, ...rest);
    const { pathname } = new URL(url);
    return pathname === HEALTHZ_PATH || pathname === READYZ_PATH ? answer(request, pathname) : inner(request, ...rest);
  }) as F;
}

/** Only the two health paths (404 for others): a supervised server's private port, where the supervisor waits. */
export function healthHandler(readiness: ReadinessProbe): (request: Request) => Promise<Response> {
  return withHealth(readiness, () => Promise.resolve(new Response("Not found", { status: 404, headers: NO_STORE })));
}
