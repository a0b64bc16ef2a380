/**
 * Reader ratings in KV: ["ratings", postId, voterId] → vote, and
 * ["rating_agg", postId] → {sum, count}. A vote and the aggregate change in
 * one atomic write checked against every versionstamp read, so parallel votes
 * never lose an update; a later vote by the same visitor replaces the earlier.
 *
 * One address counts at most one vote per post per UTC day
 * (`rating_addresses.ts`): a vote from an address that already voted on the
 * post today, by a visitor without a vote of their own there (no cookie, or a
 * new one), replaces that vote instead of adding one; it moves to the new
 * voter id, so the previous cookie no longer holds it.
 */
import { noteLocalWrite } from "./content_version.ts";
import { listAll, retryLocked } from "./kv.ts";
import { addressDaySlot, type AddressVote, RATING_ADDRESSES_PREFIX } from "./rating_addresses.ts";
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

/** Where a vote comes from: the client's address (null when unknown: not limited per address) and the time. */
export interface VoteOrigin {
  address?: string | null;
  now?: number;
}

/**
 * Records `voterId`'s vote on a post and returns the new aggregate. It
 * replaces the voter's earlier vote, or else the vote the same address cast
 * on the post the same UTC day; otherwise it is counted as a new vote.
 */
export async function ratePost(
  kv: Deno.Kv,
  postId: string,
  voterId: string,
  value: number,
  origin: VoteOrigin = {},
): Promise<RatingResult> {
  const parsed = RatingValueSchema.safeParse(value);
  if (!parsed.success) {
    const message = parsed.error.issues[0].message;
    throw new ValidationError(message, { value: [message] });
  }
  if (!postId || !voterId) throw new ValidationError("A post and a voter are required");
  const now = origin.now ?? Date.now();
  const slot = origin.address ? await addressDaySlot(postId, origin.address, now) : null;
  const exhausted = conflictWith("Too many votes at once. Please try again.");
  return await optimisticWrite({ publicContent: false, attempts: MAX_ATTEMPTS, exhausted }, async () => {
    const [vote, agg] = await retryLocked(() =>
      kv.getMany<[RatingVote, RatingTotals]>([voteKey(postId, voterId), aggKey(postId)])
    );
    const byAddress = slot ? await retryLocked(() => kv.get<AddressVote>(slot.key)) : null;
    const op = kv.atomic().check(vote).check(agg);
    let replaced = vote.value;
    const earlierVoter = byAddress?.value?.voter;
    if (!replaced && earlierVoter && earlierVoter !== voterId) {
      const earlier = await retryLocked(() => kv.get<RatingVote>(voteKey(postId, earlierVoter)));
      op.check(earlier);
      if (earlier.value) op.delete(earlier.key);
      replaced = earlier.value;
    }
    const totals = agg.value ?? { sum: 0, count: 0 };
    const next: RatingTotals = replaced
      ? { sum: totals.sum - replaced.value + parsed.data, count: totals.count }
      : { sum: totals.sum + parsed.data, count: totals.count + 1 };
    op.set(voteKey(postId, voterId), { value: parsed.data, created_at: new Date(now).toISOString() })
      .set(aggKey(postId), next);
    if (slot && byAddress && (!byAddress.value || !vote.value)) {
      op.check(byAddress).set(slot.key, { voter: voterId } satisfies AddressVote, { expireIn: slot.expireIn });
    }
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

/** The visitor's own vote on a post, or null. */
export async function getVisitorVote(kv: Deno.Kv, postId: string, voterId: string): Promise<number | null> {
  return (await retryLocked(() => kv.get<RatingVote>(voteKey(postId, voterId)))).value?.value ?? null;
}

/**
 * Deletes every vote, address record and the aggregate of a post (when the post is deleted).
 * Plain batched deletes: nothing is read back, so there is no check to fail.
 */
export async function deleteRatingsForPost(kv: Deno.Kv, postId: string): Promise<void> {
  const votes = [
    ...await listAll(kv, { prefix: [...RATINGS_PREFIX, postId] }),
    ...await listAll(kv, { prefix: [...RATING_ADDRESSES_PREFIX, postId] }),
  ];
  for (let i = 0; i < votes.length; i += 900) {
    const op = kv.atomic();
    for (const vote of votes.slice(i, i + 900)) op.delete(vote.key);
    await commitOnce(op);
  }
  await retryLocked(() => kv.delete(aggKey(postId)));
}
