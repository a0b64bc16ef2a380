/**
 * The link checker service: check one post or every published post, store
 * the results with `saveLinkStats`, and count inbound links (other published
 * posts linking to a post). Usable from HTTP handlers and scripts alike.
 */
import { saveLinkStats } from "../db/link_stats.ts";
import { getPost, iteratePosts } from "../db/posts.ts";
import { NotFoundError } from "../errors.ts";
import type { LinkStats } from "../schemas/link_stats.ts";
import type { Post } from "../schemas/post.ts";
import { createLinkCheckContext, type LinkCheckContext } from "./context.ts";
import type { LinkCheckOptions } from "./options.ts";
import { checkCollectedLinks, type CollectedLinks, collectPostLinks, type SkippedLink } from "./post_links.ts";

/** Result of checking one post. */
export interface PostLinkReport {
  postId: string;
  /** What was stored and what the API answers. */
  stats: LinkStats;
  /** Links not checked because their host is not allowed. */
  skipped: SkippedLink[];
}

/** Progress of {@link checkAllPosts}, reported after each post. */
export interface LinkCheckProgress {
  processed: number;
  total: number;
  report?: PostLinkReport;
}

/** Summary of {@link checkAllPosts}. */
export interface CheckAllSummary {
  totalProcessed: number;
  brokenLinks: number;
  manualCheck: number;
  skippedLinks: number;
}

/** Checks the links of post `postId` now, stores the stats and returns them. Unknown posts throw NotFoundError. */
export async function checkPostLinks(
  kv: Deno.Kv,
  postId: string,
  options: LinkCheckOptions = {},
): Promise<PostLinkReport> {
  const found = await getPost(kv, postId);
  if (!found) throw new NotFoundError("Post not found");
  const ctx = await createLinkCheckContext(kv, options);
  const links = await collectPostLinks(ctx, found.post);
  const inboundCount = await countInboundLinks(ctx, kv, postId);
  const { stats, skipped } = await checkCollectedLinks(ctx, links, inboundCount);
  return { postId, stats: await saveLinkStats(kv, postId, stats), skipped };
}

/**
 * Checks every published post (inbound counts computed once for all), storing
 * each post's stats as soon as it is done and calling `onProgress` after each.
 * Stops between posts when `options.signal` is aborted.
 */
export async function checkAllPosts(
  kv: Deno.Kv,
  options: LinkCheckOptions = {},
  onProgress?: (progress: LinkCheckProgress) => void | Promise<void>,
): Promise<CheckAllSummary> {
  const ctx = await createLinkCheckContext(kv, options);
  const posts: Post[] = [];
  for await (const post of iteratePosts(kv)) if (post.status === "published") posts.push(post);
  await onProgress?.({ processed: 0, total: posts.length });

  const collected = new Map<string, CollectedLinks>();
  for (const post of posts) collected.set(post.id, await collectPostLinks(ctx, post));
  const inbound = countLinkedPosts(collected.values());

  const summary: CheckAllSummary = { totalProcessed: 0, brokenLinks: 0, manualCheck: 0, skippedLinks: 0 };
  const queue = [...posts];
  const checkNext = async () => {
    for (let post = queue.shift(); post; post = queue.shift()) {
      ctx.options.signal?.throwIfAborted();
      const { stats, skipped } = await checkCollectedLinks(ctx, collected.get(post.id)!, inbound.get(post.id) ?? 0);
      const saved = await saveLinkStats(kv, post.id, stats);
      summary.totalProcessed++;
      summary.brokenLinks += saved.brokenLinksCount;
      summary.manualCheck += saved.manualCheck.length;
      summary.skippedLinks += skipped.length;
      await onProgress?.({
        processed: summary.totalProcessed,
        total: posts.length,
        report: { postId: post.id, stats: saved, skipped },
      });
    }
  };
  const worker = async () => {
    try {
      await checkNext();
    } catch (error) {
      queue.length = 0;
      throw error;
    }
  };
  const workers = Math.min(posts.length, ctx.options.concurrency * 2);
  const settled = await Promise.allSettled(Array.from({ length: workers }, worker));
  const failure = settled.find((result) => result.status === "rejected");
  if (failure) throw failure.reason;
  return summary;
}

/** Number of other published posts linking to `postId` (reads every post's content). */
async function countInboundLinks(ctx: LinkCheckContext, kv: Deno.Kv, postId: string): Promise<number> {
  let count = 0;
  for await (const post of iteratePosts(kv)) {
    if (post.id === postId || post.status !== "published") continue;
    if ((await collectPostLinks(ctx, post)).linkedPostIds.has(postId)) count++;
  }
  return count;
}

/** For each post id, how many of the given posts link to it. */
export function countLinkedPosts(collected: Iterable<CollectedLinks>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const links of collected) {
    for (const id of links.linkedPostIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}
