/**
 * Reader ratings in KV: ["ratings", postId, voterId] → vote, and
 * ["rating_agg", postId] → {sum, count}. A vote and the aggregate change in
 * one atomic write checked against both versionstamps, so parallel votes
 * never lose an update; a later vote by the same visitor replaces the earlier.
 */
import { noteLocalWrite } from "./content_version.ts";
import { getManyBatched } from "./batched_get.ts";
import { listAll, retryLocked } from "./kv.ts";
import { commitOnce, conflictWith, optimisticWrite } from "./write.ts";
import { ValidationError } from "../errors.ts";
import {
  type RatingAggregate,
  ratingAverage,
  type RatingResult,
  type RatingTotals,
  RatingValueSchema,
  type RatingVote,
} from "../schemas/rating.ts";

/** Key prefix of votes. */
export const RATINGS_PREFIX: Deno.KvKey = ["ratings"];
/** Key prefix of per-post totals. */
export const RATING_AGG_PREFIX: Deno.KvKey = ["rating_agg"];
/** Attempts at a vote that keeps racing with other votes before giving up. */
const MAX_ATTEMPTS = 200;

function voteKey(postId: string, voterId: string): Deno.KvKey {
  return [...RATINGS_PREFIX, postId, voterId];
}

function aggKey(postId: string): Deno.KvKey {
  return [...RATING_AGG_PREFIX, postId];
}

function aggregate(totals: RatingTotals | null): RatingAggregate {
  const { sum, count } = totals ?? { sum: 0, count: 0 };
  return { sum, count, average: ratingAverage({ sum, count }) };
}

/** Records `voterId`'s vote on a post (replacing an earlier one) and returns the new aggregate. */
export async function ratePost(
  kv: Deno.Kv,
  postId: string,
  voterId: string,
  value: number,
): Promise<RatingResult> {
  const parsed = RatingValueSchema.safeParse(value);
  if (!parsed.success) {
    const message = parsed.error.issues[0].message;
    throw new ValidationError(message, { value: [message] });
  }
  if (!postId || !voterId) throw new ValidationError("A post and a voter are required");
  const exhausted = conflictWith("Too many votes at once. Please try again.");
  return await optimisticWrite({ publicContent: false, attempts: MAX_ATTEMPTS, exhausted }, async () => {
    const [vote, agg] = await retryLocked(() =>
      kv.getMany<[RatingVote, RatingTotals]>([voteKey(postId, voterId), aggKey(postId)])
    );
    const totals = agg.value ?? { sum: 0, count: 0 };
    const next: RatingTotals = vote.value
      ? { sum: totals.sum - vote.value.value + parsed.data, count: totals.count }
      : { sum: totals.sum + parsed.data, count: totals.count + 1 };
    const op = kv.atomic()
      .check(vote)
      .check(agg)
      .set(voteKey(postId, voterId), { value: parsed.data, created_at: new Date().toISOString() })
      .set(aggKey(postId), next);
    return {
      op,
      done: () => {
        noteLocalWrite();
        return { average: ratingAverage(next), count: next.count, yourVote: parsed.data };
      },
    };
  });
}

/** The aggregate of one post (zeros without votes). */
export async function getRatingAggregate(kv: Deno.Kv, postId: string): Promise<RatingAggregate> {
  return aggregate((await retryLocked(() => kv.get<RatingTotals>(aggKey(postId)))).value);
}

/** The aggregate with the key and versionstamp it was read at (for page caches that depend on it). */
export async function getRatingAggregateEntry(
  kv: Deno.Kv,
  postId: string,
): Promise<{ aggregate: RatingAggregate; key: Deno.KvKey; versionstamp: string | null }> {
  const entry = await retryLocked(() => kv.get<RatingTotals>(aggKey(postId)));
  return { aggregate: aggregate(entry.value), key: entry.key, versionstamp: entry.versionstamp };
}

/** Aggregates of many posts, keyed by post id (zeros for posts without votes). */
export async function getRatingAggregates(
  kv: Deno.Kv,
  postIds: string[],
): Promise<Map<string, RatingAggregate>> {
  const ids = [...new Set(postIds)];
  const entries = await getManyBatched<RatingTotals>(kv, ids.map(aggKey));
  return new Map(entries.map((entry, i) => [ids[i], aggregate(entry.value)]));
}

/** The visitor's own vote on a post, or null. */
export async function getVisitorVote(kv: Deno.Kv, postId: string, voterId: string): Promise<number | null> {
  return (await retryLocked(() => kv.get<RatingVote>(voteKey(postId, voterId)))).value?.value ?? null;
}

/**
 * Deletes every vote and the aggregate of a post (when the post is deleted).
 * Plain batched deletes: nothing is read back, so there is no check to fail.
 */
export async function deleteRatingsForPost(kv: Deno.Kv, postId: string): Promise<void> {
  const votes = await listAll(kv, { prefix: [...RATINGS_PREFIX, postId] });
  for (let i = 0; i < votes.length; i += 900) {
    const op = kv.atomic();
    for (const vote of votes.slice(i, i + 900)) op.delete(vote.key);
    await commitOnce(op);
  }
  await retryLocked(() => kv.delete(aggKey(postId)));
}
