import assert from "node:assert/strict";
import { ValidationError } from "@/lib/errors.ts";
import {
  deleteRatingsForPost,
  getRatingAggregate,
  getRatingAggregateEntry,
  getVisitorVote,
  ratePost,
} from "@/lib/db/ratings.ts";
import { createPost, deletePost } from "@/lib/db/posts.ts";
import { withKv } from "@/tests/support/kv.ts";

Deno.test("a first vote creates the aggregate; no votes read as zeros", () =>
  withKv(async (kv) => {
    assert.deepEqual(await getRatingAggregate(kv, "p1"), { sum: 0, count: 0, average: 0 });
    assert.deepEqual(await ratePost(kv, "p1", "v1", 4), { average: 4, count: 1, yourVote: 4 });
    assert.deepEqual(await ratePost(kv, "p1", "v2", 5), { average: 4.5, count: 2, yourVote: 5 });
    assert.deepEqual(await ratePost(kv, "p1", "v3", 5), { average: 4.7, count: 3, yourVote: 5 });
    assert.equal(await getVisitorVote(kv, "p1", "v1"), 4);
    assert.equal(await getVisitorVote(kv, "p1", "nobody"), null);
  }));

Deno.test("the same visitor voting twice keeps one vote, the latest", () =>
  withKv(async (kv) => {
    await ratePost(kv, "p1", "v1", 2);
    const second = await ratePost(kv, "p1", "v1", 5);
    assert.deepEqual(second, { average: 5, count: 1, yourVote: 5 });
    assert.deepEqual(await getRatingAggregate(kv, "p1"), { sum: 5, count: 1, average: 5 });
  }));

Deno.test("values outside 1-5 or not whole are rejected", () =>
  withKv(async (kv) => {
    for (const value of [0, 6, 3.5, Number.NaN]) {
      await assert.rejects(
        () => ratePost(kv, "p1", "v1", value),
        (error: unknown) => error instanceof ValidationError && "value" in error.fields,
      );
    }
    assert.equal((await getRatingAggregate(kv, "p1")).count, 0);
  }));

Deno.test("50 parallel votes from distinct visitors give count 50 and the exact sum", () =>
  withKv(async (kv) => {
    const values = Array.from({ length: 50 }, (_, i) => (i % 5) + 1);
    await Promise.all(values.map((value, i) => ratePost(kv, "p1", `voter-${i}`, value)));
    const agg = await getRatingAggregate(kv, "p1");
    assert.equal(agg.count, 50);
    assert.equal(agg.sum, values.reduce((a, b) => a + b, 0));
    assert.equal(agg.average, 3);
  }));

Deno.test("parallel repeated votes by one visitor count once", () =>
  withKv(async (kv) => {
    await Promise.all([1, 2, 3, 4, 5, 5, 4].map((value) => ratePost(kv, "p1", "same", value)));
    const agg = await getRatingAggregate(kv, "p1");
    assert.equal(agg.count, 1);
    assert.equal(agg.sum, await getVisitorVote(kv, "p1", "same"));
  }));

Deno.test("deleteRatingsForPost clears votes and totals of one post only", () =>
  withKv(async (kv) => {
    await ratePost(kv, "p1", "a", 3);
    await ratePost(kv, "p1", "b", 4);
    await ratePost(kv, "p2", "a", 5);
    await deleteRatingsForPost(kv, "p1");
    assert.equal((await getRatingAggregate(kv, "p1")).count, 0);
    assert.equal(await getVisitorVote(kv, "p1", "a"), null);
    assert.equal((await getRatingAggregate(kv, "p2")).count, 1);
  }));

const MORNING = Date.parse("2026-03-01T09:00:00Z");

Deno.test("one address counts one vote per post per day, however many voter ids it brings", () =>
  withKv(async (kv) => {
    for (let i = 0; i < 30; i++) {
      const value = (i % 5) + 1;
      const result = await ratePost(kv, "p1", `fresh-${i}`, value, { address: "203.0.113.7", now: MORNING + i });
      assert.deepEqual(result, { average: value, count: 1, yourVote: value });
    }
    assert.deepEqual(await getRatingAggregate(kv, "p1"), { sum: 5, count: 1, average: 5 });
    assert.equal(await getVisitorVote(kv, "p1", "fresh-29"), 5, "the latest voter id holds the vote");
    assert.equal(await getVisitorVote(kv, "p1", "fresh-0"), null, "earlier ids no longer do");
    await ratePost(kv, "p1", "fresh-0", 1, { address: "198.51.100.2", now: MORNING });
    await ratePost(kv, "p2", "fresh-0", 1, { address: "203.0.113.7", now: MORNING });
    assert.equal((await getRatingAggregate(kv, "p1")).count, 2, "another address is another vote");
    assert.equal((await getRatingAggregate(kv, "p2")).count, 1, "another post is another vote");
  }));

Deno.test("a reader changes their vote from the same address with or without their cookie", () =>
  withKv(async (kv) => {
    const origin = { address: "203.0.113.7", now: MORNING };
    await ratePost(kv, "p1", "reader", 2, origin);
    await ratePost(kv, "p1", "someone", 4, { address: "198.51.100.2", now: MORNING });
    assert.deepEqual(await ratePost(kv, "p1", "reader", 3, origin), { average: 3.5, count: 2, yourVote: 3 });
    const cookieless = await ratePost(kv, "p1", "new-id", 5, { ...origin, now: MORNING + 60_000 });
    assert.deepEqual(cookieless, { average: 4.5, count: 2, yourVote: 5 });
    assert.equal(await getVisitorVote(kv, "p1", "new-id"), 5);
    assert.equal(await getVisitorVote(kv, "p1", "reader"), null);
    assert.deepEqual(await ratePost(kv, "p1", "reader", 1, origin), { average: 2.5, count: 2, yourVote: 1 });
    assert.deepEqual(await getRatingAggregate(kv, "p1"), { sum: 5, count: 2, average: 2.5 });
  }));

Deno.test("a vote with a cookie from an earlier day stays one vote; a cookieless one after it replaces it", () =>
  withKv(async (kv) => {
    await ratePost(kv, "p1", "reader", 2, { address: "203.0.113.7", now: MORNING });
    const nextDay = { address: "203.0.113.7", now: MORNING + 24 * 60 * 60 * 1000 };
    assert.equal((await ratePost(kv, "p1", "reader", 4, nextDay)).count, 1, "a change, not a new vote");
    assert.deepEqual(await ratePost(kv, "p1", "new-id", 5, nextDay), { average: 5, count: 1, yourVote: 5 });
  }));

Deno.test("the day is the UTC day of the injected clock: a new day allows a new vote", () =>
  withKv(async (kv) => {
    const lastMoment = Date.parse("2026-03-01T23:59:59.999Z");
    await ratePost(kv, "p1", "a", 4, { address: "203.0.113.7", now: Date.parse("2026-03-01T00:00:00Z") });
    await ratePost(kv, "p1", "b", 2, { address: "203.0.113.7", now: lastMoment });
    assert.deepEqual(await getRatingAggregate(kv, "p1"), { sum: 2, count: 1, average: 2 });
    await ratePost(kv, "p1", "c", 5, { address: "203.0.113.7", now: lastMoment + 1 });
    assert.deepEqual(await getRatingAggregate(kv, "p1"), { sum: 7, count: 2, average: 3.5 });
  }));

Deno.test("parallel votes from one address under new voter ids count once", () =>
  withKv(async (kv) => {
    const values = [1, 2, 3, 4, 5, 5, 4, 3, 2, 1];
    await Promise.all(
      values.map((value, i) => ratePost(kv, "p1", `id-${i}`, value, { address: "203.0.113.7", now: MORNING })),
    );
    const agg = await getRatingAggregate(kv, "p1");
    assert.equal(agg.count, 1);
    const holders = (await Promise.all(values.map((_, i) => getVisitorVote(kv, "p1", `id-${i}`))))
      .filter((vote) => vote !== null);
    assert.deepEqual(holders, [agg.sum], "exactly one voter id holds the one vote");
  }));

Deno.test("addresses are stored hashed, per day, and go with the post's votes", () =>
  withKv(async (kv) => {
    await ratePost(kv, "p1", "reader", 3, { address: "203.0.113.7", now: MORNING });
    const stored = [];
    for await (const entry of kv.list({ prefix: [] })) stored.push(JSON.stringify([entry.key, entry.value]));
    assert.ok(stored.some((line) => line.includes("rating_addresses")), stored.join("\n"));
    assert.ok(stored.every((line) => !line.includes("203.0.113.7")), "the address itself is never stored");
    await deleteRatingsForPost(kv, "p1");
    assert.deepEqual(await Array.fromAsync(kv.list({ prefix: ["rating_addresses"] })), []);
  }));

Deno.test("without a known address votes count per voter id", () =>
  withKv(async (kv) => {
    await ratePost(kv, "p1", "a", 4, { address: null, now: MORNING });
    await ratePost(kv, "p1", "b", 2, { now: MORNING });
    assert.equal((await getRatingAggregate(kv, "p1")).count, 2);
  }));

Deno.test("deleting a post removes its votes and aggregate", () =>
  withKv(async (kv) => {
    const { post } = await createPost(kv, { title: "Flan de coco" }, { id: "user-1", name: "Ana" });
    await ratePost(kv, post.id, "v1", 4);
    await ratePost(kv, "other-post", "v1", 5);
    await deletePost(kv, post.id);
    assert.deepEqual(await Array.fromAsync(kv.list({ prefix: ["ratings", post.id] })), []);
    assert.equal((await getRatingAggregateEntry(kv, post.id)).versionstamp, null);
    assert.equal(await getVisitorVote(kv, "other-post", "v1"), 5, "another post's votes stay");
  }));
