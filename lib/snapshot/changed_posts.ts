/**
 * The post summaries a content snapshot build starts from: after a recent build, the previous snapshot's posts with
 * those written since it read again (the post journal, `lib/db/post_changes.ts`), so a build after one write reads one
 * post whatever the number of posts; otherwise, and at least every {@link FULL_LISTING_MS}, the whole creation index.
 *
 * A write is looked for in the journal from {@link JOURNAL_MARGIN_MS} before the previous build read, since its
 * journal key carries the time its operation was planned, not committed. A write committed later than that after it
 * was planned (or by a release writing no journal) is seen by the next full listing.
 */
import { getManyBatched } from "../db/batched_get.ts";
import { listAll } from "../db/kv.ts";
import { postChangesSince } from "../db/post_changes.ts";
import { POSTS_BY_CREATED } from "../db/post_keys.ts";
import type { PostSummary } from "../schemas/post.ts";

/** Longest a snapshot's posts are carried over through the journal before every post is listed again. */
export const FULL_LISTING_MS = 5 * 60 * 1000;
/** How far before the previous build's read the journal is read from. */
export const JOURNAL_MARGIN_MS = 60 * 1000;

/** One post's creation-index entry: its summary and the versionstamp of its last write. */
export interface ListedPost {
  value: PostSummary;
  versionstamp: string;
}

/** What a build needs of the snapshot before it. */
export interface PreviousPosts {
  posts: readonly { summary: PostSummary; versionstamp: string }[];
  /** When the previous build started reading (epoch milliseconds). */
  readAt: number;
  /** When the last full listing it descends from started (epoch milliseconds). */
  listedAt: number;
}

/** Every post's summary and versionstamp as of now, and whether they were listed whole. */
export async function listPosts(
  kv: Deno.Kv,
  previous: PreviousPosts | null,
  now: number,
): Promise<{ listed: ListedPost[]; full: boolean }> {
  if (!previous || now - previous.listedAt > FULL_LISTING_MS) {
    return { listed: await listAll<PostSummary>(kv, { prefix: POSTS_BY_CREATED }), full: true };
  }
  const changes = await postChangesSince(kv, previous.readAt - JOURNAL_MARGIN_MS);
  const present = [...changes].filter((change): change is [string, string] => change[1] !== null);
  const read = await getManyBatched<PostSummary>(kv, present.map(([id, at]) => [...POSTS_BY_CREATED, at, id]));
  const listed: ListedPost[] = previous.posts
    .filter((post) => !changes.has(post.summary.id))
    .map((post) => ({ value: post.summary, versionstamp: post.versionstamp }));
  for (const entry of read) {
    if (entry.value && entry.versionstamp) listed.push({ value: entry.value, versionstamp: entry.versionstamp });
  }
  return { listed, full: false };
}
