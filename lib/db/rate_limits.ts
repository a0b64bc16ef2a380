/**
 * Attempt counters for rate limiting, in KV.
 *
 * Each counter is a window that opens at its first attempt and lasts
 * `windowMs`; once `limit` attempts are counted, further attempts are refused
 * until the window closes. Counts change only by check-and-set, so parallel
 * attempts are counted exactly: of N simultaneous attempts against a limit of
 * L, exactly L are let through.
 *
 * Keys: `["rate_limits", ...name]` → {@link AttemptWindow}, with KV `expireIn`
 * at the end of the window.
 */
import { retryLocked } from "./kv.ts";
import { optimisticWrite } from "./write.ts";

/** At most `limit` attempts per `windowMs`. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** One counter to reserve an attempt on: `name` identifies it (e.g. `["login_account", email]`). */
export interface RateLimitCounter {
  name: Deno.KvKeyPart[];
  rule: RateLimitRule;
}

/** Stored state of one counter. */
export interface AttemptWindow {
  count: number;
  /** Epoch ms when the window closes. */
  reset_at: number;
}

/** Result of {@link reserveAttempts}. */
export type ReserveResult =
  /** Counted; `counts[i]` is counter i's count including this attempt. */
  | { ok: true; counts: number[] }
  | { ok: false; retryAfterMs: number };

const RATE_LIMITS_PREFIX: Deno.KvKey = ["rate_limits"];

/**
 * Counter writes never give up on a lost race: an attempt must end counted or
 * refused, never as a conflict (the request would otherwise fail for another
 * visitor's parallel attempt), and each retry re-reads the counter, so the
 * limit still holds exactly.
 */
const UNTIL_DECIDED = { publicContent: false, attempts: Number.POSITIVE_INFINITY } as const;

const counterKey = (name: Deno.KvKeyPart[]): Deno.KvKey => [...RATE_LIMITS_PREFIX, ...name];

/**
 * Counts one attempt on every counter, all or none: when any counter has
 * reached its limit nothing is counted and the wait until the last blocking
 * window closes is returned.
 */
export async function reserveAttempts(
  kv: Deno.Kv,
  counters: RateLimitCounter[],
  now = Date.now(),
): Promise<ReserveResult> {
  const keys = counters.map((counter) => counterKey(counter.name));
  return await optimisticWrite<ReserveResult>(UNTIL_DECIDED, async () => {
    const entries = await retryLocked(() => kv.getMany<AttemptWindow[]>(keys));
    const states = entries.map((entry) => liveWindow(entry.value, now));
    let retryAfterMs = 0;
    counters.forEach((counter, i) => {
      const state = states[i];
      if (state && state.count >= counter.rule.limit) {
        retryAfterMs = Math.max(retryAfterMs, state.reset_at - now);
      }
    });
    if (retryAfterMs > 0) return { skip: { ok: false, retryAfterMs } };
    const op = kv.atomic();
    const counts: number[] = [];
    counters.forEach((counter, i) => {
      const state = states[i];
      const next = state
        ? { count: state.count + 1, reset_at: state.reset_at }
        : { count: 1, reset_at: now + counter.rule.windowMs };
      counts.push(next.count);
      op.check(entries[i]).set(keys[i], next, { expireIn: next.reset_at - now });
    });
    return { op, done: () => ({ ok: true, counts }) };
  });
}

/** Gives back one counted attempt (e.g. an attempt that turned out fine). */
export async function releaseAttempt(kv: Deno.Kv, name: Deno.KvKeyPart[], now = Date.now()): Promise<void> {
  const key = counterKey(name);
  await optimisticWrite(UNTIL_DECIDED, async () => {
    const entry = await retryLocked(() => kv.get<AttemptWindow>(key));
    const state = liveWindow(entry.value, now);
    if (!state || state.count <= 0) return { skip: undefined };
    const next = { count: state.count - 1, reset_at: state.reset_at };
    return { op: kv.atomic().check(entry).set(key, next, { expireIn: next.reset_at - now }), done: () => {} };
  });
}

/** Forgets a counter entirely. */
export async function clearAttempts(kv: Deno.Kv, name: Deno.KvKeyPart[]): Promise<void> {
  await retryLocked(() => kv.delete(counterKey(name)));
}

/** Attempts counted in the counter's open window (0 when none is open). */
export async function countAttempts(kv: Deno.Kv, name: Deno.KvKeyPart[], now = Date.now()): Promise<number> {
  const entry = await retryLocked(() => kv.get<AttemptWindow>(counterKey(name)));
  return liveWindow(entry.value, now)?.count ?? 0;
}

function liveWindow(state: AttemptWindow | null, now: number): AttemptWindow | null {
  return state && state.reset_at > now ? state : null;
}
