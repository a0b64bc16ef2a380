import assert from "node:assert/strict";
import { createReview, getReviewCounts } from "./reviews.ts";
import { REVIEW_COUNTS_KEY } from "./review_keys.ts";
import { MAX_WRITE_ATTEMPTS } from "./write.ts";

/** `kv` whose next `conflicts` commits each find the review counts changed under them (by "another process"). */
function contendedKv(kv: Deno.Kv, conflicts: number): { kv: Deno.Kv; commits: () => number } {
  let commits = 0;
  const wrapped = new Proxy(kv, {
    get(target, name) {
      if (name !== "atomic") {
        const value = Reflect.get(target, name, target);
        return typeof value === "function" ? value.bind(target) : value;
      }
      return () => {
        const op = target.atomic();
        const commit = op.commit.bind(op);
        op.commit = async () => {
          if (commits++ < conflicts) await target.set(REVIEW_COUNTS_KEY, (await target.get(REVIEW_COUNTS_KEY)).value);
          return await commit();
        };
        return op;
      };
    },
  });
  return { kv: wrapped, commits: () => commits };
}

Deno.test("a new review outlasts more conflicting writes of the counts than the default attempts", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const contended = contendedKv(kv, MAX_WRITE_ATTEMPTS + 10);
    const review = await createReview(contended.kv, {
      post_id: "post-a",
      name: "Ana",
      text: "Muy rica.",
      status: "pending",
      voter: "voter-a",
    });
    assert.equal(contended.commits(), MAX_WRITE_ATTEMPTS + 11, "every conflict was retried");
    assert.equal((await kv.get(["reviews", review.id])).value !== null, true);
    assert.equal((await getReviewCounts(kv)).pending, 1);
  } finally {
    kv.close();
  }
});

Deno.test("this process's new reviews wait their turn: 40 at once meet no conflict among themselves", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const contended = contendedKv(kv, 0);
    await Promise.all(
      Array.from(
        { length: 40 },
        (_, i) =>
          createReview(contended.kv, {
            post_id: "post-a",
            name: `Lector ${i}`,
            text: "Rica.",
            status: "pending",
            voter: `v${i}`,
          }),
      ),
    );
    assert.equal(contended.commits(), 40, "one commit each");
    assert.equal((await getReviewCounts(kv)).pending, 40);
  } finally {
    kv.close();
  }
});
