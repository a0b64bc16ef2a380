import assert from "node:assert/strict";
import { ValidationError } from "@/lib/errors.ts";
import {
  deleteRatingsForPost,
  getRatingAggregate,
  getRatingAggregates,
  getVisitorVote,
  ratePost,
} from "@/lib/db/ratings.ts";
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

Deno.test("getRatingAggregates reads many posts", () =>
  withKv(async (kv) => {
    const ids = Array.from({ length: 12 }, (_, i) => `p${i}`);
    for (const [i, id] of ids.entries()) if (i % 3 === 0) await ratePost(kv, id, "v", (i % 5) + 1);
    const many = await getRatingAggregates(kv, ids);
    assert.equal(many.size, 12);
    assert.deepEqual(many.get("p9"), { sum: 5, count: 1, average: 5 });
    assert.deepEqual(many.get("p1"), { sum: 0, count: 0, average: 0 });
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
