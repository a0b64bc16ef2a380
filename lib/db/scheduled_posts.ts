/**
 * Scheduled drafts: a draft with a `scheduled_at` time sits in the index
 * `["posts_scheduled", scheduled_at, id]` (kept by the post's own writes,
 * `post_indexes.ts`) until the publisher (`lib/services/scheduled_publisher.ts`)
 * publishes it through the post write path, with `published_at` set to the
 * scheduled time. Publishing re-reads the post and checks its versionstamp,
 * so the latest edit is what goes out, a post deleted or unscheduled
 * meanwhile is left alone, and two publishers never publish it twice.
 */
import { NotFoundError } from "../errors.ts";
import { listAll } from "./kv.ts";
import { POSTS_SCHEDULED } from "./post_keys.ts";
import { changePost } from "./posts.ts";

/** One entry of the scheduled index. */
export interface ScheduledEntry {
  id: string;
  at: string;
}

/** Entries due at `now` (scheduled at or before it), oldest first, at most `limit`. */
export async function listDueScheduled(kv: Deno.Kv, now: number, limit = 100): Promise<ScheduledEntry[]> {
  const end = [...POSTS_SCHEDULED, new Date(now).toISOString(), "\u{10FFFF}"];
  const entries = await listAll<string>(kv, { prefix: POSTS_SCHEDULED, end }, { limit });
  return entries.map((entry) => ({ at: String(entry.key[1]), id: String(entry.key[2]) }));
}

/** The earliest scheduled time after `now`, in epoch milliseconds, or null when none. */
export async function nextScheduledAfter(kv: Deno.Kv, now: number): Promise<number | null> {
  const start = [...POSTS_SCHEDULED, new Date(now).toISOString(), "\u{10FFFF}"];
  const [next] = await listAll<string>(kv, { prefix: POSTS_SCHEDULED, start }, { limit: 1 });
  return next ? Date.parse(String(next.key[1])) : null;
}

class NotDue extends Error {}

/**
 * Publishes post `id` if it is still a draft scheduled at or before `now`: status published, `published_at` the
 * scheduled time, schedule cleared, in one versionstamp-checked write that bumps the content version. True when
 * this call published it; false when it was gone, unscheduled, moved later or published by someone else.
 */
export async function publishScheduledPost(kv: Deno.Kv, id: string, now: number): Promise<boolean> {
  try {
    await changePost(kv, id, {
      plan: (current) => {
        const { stored, content } = current;
        const at = stored.scheduled_at;
        if (stored.status !== "draft" || !at || Date.parse(at) > now) throw new NotDue();
        const next = {
          ...stored,
          status: "published" as const,
          published_at: at,
          scheduled_at: null,
          updated_at: new Date(now).toISOString(),
        };
        return { next, chunks: null, content };
      },
    });
    return true;
  } catch (error) {
    if (error instanceof NotDue || error instanceof NotFoundError) return false;
    throw error;
  }
}
