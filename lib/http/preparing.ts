/**
 * What the server answers while its migrations and start-up jobs run (`lib/serve_site.ts`): the store may still be
 * empty or half seeded, so no page is rendered from it. Every request gets a 503 with `Retry-After` and
 * `Cache-Control: no-store` (nothing reaches the page cache): the JSON API an error body, everything else a short
 * Spanish page with the site's security headers and CSP that reloads itself (a meta refresh, which the CSP does not
 * govern). The health paths answer too (`health.ts`): `/healthz` 200 `ok`, `/readyz` 503 naming the step under way.
 */
import type { RequestConfig } from "../config.ts";
import type { ReadinessReport } from "../process/readiness_report.ts";
import { withHealth } from "./health.ts";
import { type Notice, noticeAnswer } from "./notice_page.ts";

/** Seconds a client is asked to wait before trying again. */
export const PREPARING_RETRY_SECONDS = 5;

/** The JSON API's error while the site starts. */
export const PREPARING_API_ERROR = "The site is starting; try again in a few seconds.";

const PREPARING_NOTICE: Notice = {
  title: "Estamos preparando el sitio…",
  text: "Recetas Cubanas se está poniendo en marcha. La página se volverá a cargar sola en unos segundos.",
  refreshSeconds: PREPARING_RETRY_SECONDS,
};

/** The step of the start under way (what `/readyz` names while the site prepares). */
export type StartStep = "opening" | "migrations" | "start-up jobs" | "building the app";

/** The `/readyz` report while the start is at `step`: the store's check names the step, the others wait for it. */
export function preparingReport(step: StartStep): ReadinessReport {
  return { ready: false, checks: { store: step, snapshot: "not built", media: "not checked" } };
}

/** The fetch handler of a site whose start-up jobs have not finished (`step` says which step is under way). */
export function preparingHandler(
  siteOrigin: string,
  config: RequestConfig,
  step: () => StartStep = () => "opening",
): (request: Request) => Promise<Response> {
  const app = noticeAnswer(siteOrigin, config, 503, PREPARING_NOTICE, PREPARING_API_ERROR);
  return withHealth(
    () => Promise.resolve(preparingReport(step())),
    async (request: Request) => await app.fetch(request),
  );
}
