/**
 * Checks external links over HTTP: HEAD first (GET when HEAD is refused with
 * 405/501), redirects followed by hand up to a limit, a time limit per
 * request, retries with backoff (or the server's Retry-After) for network
 * errors, timeouts, 429 and 5xx, and the politeness limits of
 * {@link HostScheduler}. Each URL is checked once per checker. With a host
 * guard, every hop is checked before it is requested and sent to the address
 * the guard checked (`pinned_request.ts`).
 */
import { HostScheduler } from "./host_scheduler.ts";
import { isTransient, judgeResponse, type ResponseHead } from "./judge_response.ts";
import type { ResolvedLinkCheckOptions } from "./options.ts";
import { requestPinned } from "./pinned_request.ts";
import { parseRetryAfter } from "./retry_after.ts";

/** Result of checking one external URL. */
export interface ExternalResult {
  /** `skipped`: the host is refused by `allowHost` or the host guard, nothing was sent to it. */
  outcome: "ok" | "broken" | "manual" | "skipped";
  /** Status of the last answer, when there was one. */
  status?: number;
  reason?: string;
}

type Attempt = ResponseHead | { error: string };

/** Whether a hop may go ahead, to which address (none without a host guard), or why not (none for `allowHost`). */
type Admission = { allowed: true; address?: string } | { allowed: false; reason?: string; unresolved?: true };

/** One checker per run: shares the politeness limits and remembers results per URL. */
export class ExternalLinkChecker {
  readonly scheduler: HostScheduler;
  #results = new Map<string, Promise<ExternalResult>>();

  constructor(readonly options: ResolvedLinkCheckOptions) {
    this.scheduler = new HostScheduler(options.concurrency, options.perHostDelayMs);
  }

  /** Checks `url` (once; later calls share the first result). */
  check(url: URL): Promise<ExternalResult> {
    const key = url.href;
    let result = this.#results.get(key);
    if (!result) {
      result = this.#check(new URL(key));
      this.#results.set(key, result);
    }
    return result;
  }

  async #check(start: URL): Promise<ExternalResult> {
    const { maxRedirects } = this.options;
    let admission = await this.#admit(start);
    if (!admission.allowed) {
      if (admission.unresolved) return { outcome: "broken", reason: "DNS lookup failed" };
      return { outcome: "skipped", reason: refusal("host not allowed", admission.reason) };
    }
    const seen = new Set([start.href]);
    let url = start;
    let method: "HEAD" | "GET" = "HEAD";
    let redirects = 0;
    while (true) {
      const answer = await this.#request(url, method, admission.address);
      if ("error" in answer) return { outcome: "broken", reason: answer.error };
      const { status, headers } = answer;
      if (method === "HEAD" && (status === 405 || status === 501)) {
        method = "GET";
        continue;
      }
      const location = status >= 300 && status < 400 && status !== 304 ? headers.get("location") : null;
      if (location === null) return { ...judgeResponse(answer), status };
      const next = httpUrl(location, url);
      if (!next) return { outcome: "broken", status, reason: "redirect to an invalid URL" };
      if (++redirects > maxRedirects) return { outcome: "broken", status, reason: "too many redirects" };
      if (seen.has(next.href)) return { outcome: "broken", status, reason: "redirect loop" };
      admission = await this.#admit(next);
      if (!admission.allowed) {
        if (admission.unresolved) {
          return { outcome: "broken", status, reason: "redirect to a name that does not resolve" };
        }
        return { outcome: "skipped", status, reason: refusal("redirect to a host not allowed", admission.reason) };
      }
      seen.add(next.href);
      url = next;
    }
  }

  /** Asks `allowHost`, then the host guard. */
  async #admit(url: URL): Promise<Admission> {
    const { allowHost, hostGuard } = this.options;
    if (!(await allowHost(url))) return { allowed: false };
    return hostGuard ? await hostGuard(url) : { allowed: true };
  }

  /** One request with retries for transient failures, to `address` when one is given. */
  async #request(url: URL, method: "HEAD" | "GET", address?: string): Promise<Attempt> {
    const { retries, retryBaseDelayMs, maxRetryAfterMs } = this.options;
    for (let attempt = 0;; attempt++) {
      const answer = await this.scheduler.run(url.host, () => this.#requestOnce(url, method, address));
      const retryable = "error" in answer || isTransient(answer);
      if (!retryable || attempt >= retries) return answer;
      const asked = "error" in answer ? null : parseRetryAfter(answer.headers.get("retry-after"), maxRetryAfterMs);
      this.scheduler.pause(url.host, asked ?? retryBaseDelayMs * 2 ** attempt);
    }
  }

  async #requestOnce(url: URL, method: "HEAD" | "GET", address?: string): Promise<Attempt> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs);
    const signal = controller.signal;
    const headers = {
      "User-Agent": this.options.userAgent,
      "Accept": "text/html,application/xhtml+xml,*/*;q=0.8",
      "Accept-Language": "es,en;q=0.8",
    };
    try {
      if (address !== undefined) {
        return await requestPinned(url, { method, headers, signal, address, caCerts: this.options.caCerts });
      }
      const response = await this.options.fetch(url, { method, redirect: "manual", signal, headers });
      await response.body?.cancel().catch(() => {});
      return { status: response.status, headers: response.headers };
    } catch (error) {
      return { error: controller.signal.aborted ? "timeout" : describeNetworkError(error) };
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Short reason for a failed connection. */
export function describeNetworkError(error: unknown): string {
  const message = error instanceof Error ? `${error.message} ${error.cause ?? ""}` : String(error);
  if (/dns|lookup|resolve|name or service not known|nodename|no address/i.test(message)) return "DNS lookup failed";
  if (/refused/i.test(message)) return "connection refused";
  if (/reset|closed|broken pipe|eof|hang up/i.test(message)) return "connection reset";
  if (/certificate|tls|ssl|handshake/i.test(message)) return "TLS error";
  return "network error";
}

function refusal(what: string, why: string | undefined): string {
  return why ? `${what}: ${why}` : what;
}

function httpUrl(location: string, base: URL): URL | null {
  try {
    const url = new URL(location, base);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    url.hash = "";
    return url;
  } catch {
    return null;
  }
}
