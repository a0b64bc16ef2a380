/** What an HTTP answer means for a link: fine, broken, to be checked by hand, or worth another try. */

/** The parts of a response the checker reads. */
export interface ResponseHead {
  status: number;
  headers: Headers;
}

/** Verdict on a final (non-redirect) answer. */
export interface Verdict {
  outcome: "ok" | "broken" | "manual";
  reason?: string;
}

/** True when the answer is a bot-protection page (Cloudflare challenge, AWS WAF captcha...). */
export function isBotChallenge({ status, headers }: ResponseHead): boolean {
  if (headers.has("cf-mitigated") || headers.has("x-amzn-waf-action")) return true;
  const server = headers.get("server")?.toLowerCase() ?? "";
  return (status === 403 || status === 429 || status === 503) && server.includes("cloudflare");
}

/** True for answers that may succeed on a later attempt (408, 429 and 5xx except 501), bot challenges excluded. */
export function isTransient(head: ResponseHead): boolean {
  const { status } = head;
  const transient = status === 408 || status === 429 || (status >= 500 && status <= 599 && status !== 501);
  return transient && !isBotChallenge(head);
}

/** Verdicts of the statuses that have their own reason. */
const KNOWN_STATUSES: Record<number, Verdict> = {
  401: { outcome: "manual", reason: "requires sign-in" },
  403: { outcome: "manual", reason: "access denied to automated checks" },
  999: { outcome: "manual", reason: "automated checks refused" },
  429: { outcome: "manual", reason: "rate limited" },
  404: { outcome: "broken", reason: "not found" },
  410: { outcome: "broken", reason: "gone" },
  408: { outcome: "broken", reason: "timeout" },
};

/** Verdict on the last answer of a link after redirects and retries. */
export function judgeResponse(head: ResponseHead): Verdict {
  const { status } = head;
  if ((status >= 200 && status < 300) || status === 304) return { outcome: "ok" };
  if (isBotChallenge(head)) return { outcome: "manual", reason: "bot protection challenge" };
  const known = KNOWN_STATUSES[status];
  if (known) return { ...known };
  if (status >= 500 && status <= 599) return { outcome: "broken", reason: "server error" };
  if (status >= 300 && status < 400) return { outcome: "broken", reason: "redirect without a valid Location" };
  return { outcome: "broken", reason: `unexpected status ${status}` };
}
