/**
 * Bounds the work of page-cache misses, so that a flood of pages nobody can cache (random searches, page numbers,
 * paths) cannot starve the cached ones. It wraps the app behind the page cache (`PageCache.wrap`), so hits are
 * answered before it and never wait; it sees only GET and HEAD requests for public pages that missed:
 *
 * - at most `concurrency` of them render at once per process, and while they press (several at once, or some
 *   waiting) for at most a third of its time ({@link MISS_TIME_SHARE}, `lib/http/work_slots.ts`): a render blocks the
 *   one JavaScript thread, so without rests a never-ending flood of misses would leave hits only the gaps between
 *   renders. Up to `queue` more wait at most `queueWaitMs`; the rest get 503 with `Retry-After` and a short Spanish
 *   page ("El sitio está muy ocupado");
 * - each client address (read as the rate limits read it, `TRUST_PROXY` included) has a budget of `addressRate` misses
 *   a second (four seconds' worth at once) for the miss-heavy ones: searches, numbered pages (`pagina`, `page`) and
 *   answers that were 404. An address whose budget is spent gets 429 for any miss until it regains some. Loopback
 *   addresses have no budget (without `TRUST_PROXY` every visitor behind a proxy on this machine would share one),
 *   nor requests whose address is unknown.
 *
 * A refusal is sent after {@link REFUSAL_DELAY_MS} (a timer, no work; at most {@link MAX_DELAYED_REFUSALS} at once):
 * a client that asks again at once would otherwise cost the process as much as a reader of cached pages.
 */
import { requestAddress } from "../auth/client_address.ts";
import { DEFAULT_MISS_LIMITS, type MissLimits, type RequestConfig } from "../config.ts";
import { requestIsHttps } from "../http/https_request.ts";
import { type Notice, noticeAnswer } from "../http/notice_page.ts";
import { AddressBudget } from "../http/address_budget.ts";
import { realTimer, type StartTimer, WorkSlots } from "../http/work_slots.ts";
import { cachedPath } from "./page_cache.ts";

/** Addresses of this machine (IPv4, IPv6 and IPv4-mapped IPv6). */
const LOOPBACK = /^(?:127\.|::1$|::ffff:127\.)/i;

/**
 * Longest wait of a queued miss (ms): long enough for the misses queued behind a slow first render in a process just
 * started (a rolling restart under load) to be served, not refused.
 */
export const MISS_QUEUE_WAIT_MS = 10_000;
/** Part of a process's time misses may take while they press (several at once, or some waiting). */
export const MISS_TIME_SHARE = 1 / 3;
/** How long a refusal is held before it is sent (ms). */
export const REFUSAL_DELAY_MS = 1_000;
/** Refusals held at once, at most; beyond, they are sent at once. */
export const MAX_DELAYED_REFUSALS = 1_000;

const BUSY: Notice = {
  title: "El sitio está muy ocupado",
  text: "Hay muchas visitas en este momento. La página se volverá a cargar sola en unos segundos.",
  refreshSeconds: 2,
};

const TOO_MANY: Notice = {
  title: "Demasiadas solicitudes",
  text: "Has hecho muchas búsquedas o visitas seguidas. La página se volverá a cargar sola en unos segundos.",
  refreshSeconds: 5,
};

/** Options of {@link MissLimiter}. */
export interface MissLimiterOptions extends Partial<MissLimits> {
  siteOrigin: string;
  /** What the refusal pages' security headers read (`TRUST_PROXY` for https behind a proxy, and the client address). */
  config: RequestConfig;
  /** Longest wait in the queue (default {@link MISS_QUEUE_WAIT_MS}). */
  queueWaitMs?: number;
  /** How long refusals are held (default {@link REFUSAL_DELAY_MS}; 0 sends them at once). */
  refusalDelayMs?: number;
  /** The clock of the address budgets and of the rests (ms; `performance.now` unless a test injects one). */
  now?: () => number;
  /** The timer of queue waits (`setTimeout` unless a test injects one). */
  startTimer?: StartTimer;
}

type Fetch = (request: Request, info?: never) => Response | Promise<Response>;

/** The limits on misses (see the module doc). */
export class MissLimiter {
  /** The render slots, for tests and diagnostics. */
  readonly slots: WorkSlots;
  /** The per-address budgets. */
  readonly budget: AddressBudget;
  /** Misses refused since start: 503 (busy) and 429 (one address). */
  readonly refused = { busy: 0, address: 0 };
  private readonly hops: number;
  private readonly answers: Record<429 | 503, ReturnType<typeof noticeAnswer>>;
  /** The refusal answer of each status and scheme, made once and cloned. */
  private readonly templates = new Map<string, Promise<Response>>();
  private readonly refusalDelayMs: number;
  private readonly startTimer: StartTimer;
  private delayed = 0;

  constructor(options: MissLimiterOptions) {
    const limits = { ...DEFAULT_MISS_LIMITS, ...options };
    this.slots = new WorkSlots({
      concurrency: limits.concurrency,
      queue: limits.queue,
      waitMs: options.queueWaitMs ?? MISS_QUEUE_WAIT_MS,
      share: MISS_TIME_SHARE,
      now: options.now,
      startTimer: options.startTimer,
    });
    this.refusalDelayMs = options.refusalDelayMs ?? REFUSAL_DELAY_MS;
    this.startTimer = options.startTimer ?? realTimer;
    this.budget = new AddressBudget({ perSecond: limits.addressRate, now: options.now });
    this.hops = options.config.proxy.hops;
    const error = "The site is busy; try again in a few seconds.";
    this.answers = {
      503: noticeAnswer(options.siteOrigin, options.config, 503, BUSY, error),
      429: noticeAnswer(options.siteOrigin, options.config, 429, TOO_MANY, error),
    };
  }

  /** Wraps the app's `fetch` (inside the page cache's, which answers hits first). */
  wrap<F extends Fetch>(inner: F): F {
    return (async (request: Request, info?: never) => {
      const method = request.method;
      if (method !== "GET" && method !== "HEAD") return await inner(request, info);
      const url = new URL(request.url);
      if (!cachedPath(url.pathname)) return await inner(request, info);
      const address = requestAddress(request, info, this.hops);
      const budgeted = address !== null && !LOOPBACK.test(address);
      const heavy = url.pathname === "/search" || url.searchParams.has("pagina") || url.searchParams.has("page");
      if (budgeted && (heavy ? !this.budget.spend(address) : !this.budget.allows(address))) {
        this.refused.address++;
        return await this.refusal(request, 429);
      }
      const release = await this.slots.acquire();
      if (!release) {
        this.refused.busy++;
        return await this.refusal(request, 503);
      }
      try {
        const response = await inner(request, info);
        if (budgeted && response.status === 404 && !heavy) this.budget.spend(address);
        return response;
      } finally {
        release();
      }
    }) as F;
  }

  private async refusal(request: Request, status: 429 | 503): Promise<Response> {
    const https = requestIsHttps(request, this.hops);
    const key = `${status} ${https} ${request.method}`;
    let template = this.templates.get(key);
    if (!template) {
      const url = `${https ? "https" : "http"}://site/`;
      template = Promise.resolve(this.answers[status].fetch(new Request(url, { method: request.method })));
      this.templates.set(key, template);
    }
    const answer = (await template).clone();
    if (this.refusalDelayMs <= 0 || this.delayed >= MAX_DELAYED_REFUSALS) return answer;
    this.delayed++;
    await new Promise<void>((resolve) => this.startTimer(resolve, this.refusalDelayMs));
    this.delayed--;
    return answer;
  }
}
