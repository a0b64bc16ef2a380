/** The doctor's `site` check: the running servers answer `GET /readyz` with `{ ready: true }`. */
import type { AppConfig } from "../../config.ts";
import { type CheckResult, errorText } from "./check_result.ts";

/** How long the check waits for `/readyz` by default. */
export const READY_TIMEOUT_MS = 3000;

/** Where this machine reaches its own servers: `HOSTNAME:PORT`, with a wildcard address read as loopback. */
export function localSiteUrl(config: Pick<AppConfig, "hostname" | "port">): string {
  const host = config.hostname === "0.0.0.0" || config.hostname === ""
    ? "127.0.0.1"
    : config.hostname === "::"
    ? "[::1]"
    : config.hostname.includes(":") && !config.hostname.startsWith("[")
    ? `[${config.hostname}]`
    : config.hostname;
  return `http://${host}:${config.port}`;
}

const SEE_SERVICE = "systemctl status recetas-cubanas; journalctl -u recetas-cubanas";

/** Asks `baseUrl/readyz`, waiting at most `timeoutMs`. */
export async function checkSite(baseUrl: string, timeoutMs = READY_TIMEOUT_MS): Promise<CheckResult> {
  const url = `${baseUrl}/readyz`;
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: "manual" });
  } catch (error) {
    const why = error instanceof DOMException && error.name === "TimeoutError"
      ? `no answer within ${timeoutMs / 1000} s`
      : `nothing answers (${errorText(error)})`;
    return { status: "fail", name: "site", detail: `${url}: ${why}`, fix: SEE_SERVICE };
  }
  const text = await response.text().catch(() => "");
  let body: { ready?: unknown; checks?: Record<string, unknown> } = {};
  try {
    body = JSON.parse(text);
  } catch {
    // Not the site's JSON: judged by the status below.
  }
  if (response.status === 200 && body.ready === true) return { status: "ok", name: "site", detail: `${url} ready` };
  const failing = Object.entries(body.checks ?? {})
    .filter(([, value]) => value !== true && value !== "ok" && (value as { ok?: unknown })?.ok !== true)
    .map(([name]) => name);
  const detail = failing.length
    ? `${url} answers ${response.status}, not ready: ${failing.join(", ").slice(0, 200)}`
    : `${url} answers ${response.status}${response.status === 404 ? " (not this site, or an older version)" : ""}`;
  return { status: "fail", name: "site", detail, fix: SEE_SERVICE };
}
