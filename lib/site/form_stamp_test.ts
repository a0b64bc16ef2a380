import assert from "node:assert/strict";
import { checkFormStamp, issueFormStamp, MIN_FILL_MS, STAMP_LIFETIME_MS } from "./form_stamp.ts";

Deno.test("form stamps: signed by the store, bound to their post, expiring, refused when sent too soon or forged", async () => {
  const kv = await Deno.openKv(":memory:");
  const other = await Deno.openKv(":memory:");
  try {
    const issued = 1_800_000_000_000;
    const stamp = await issueFormStamp(kv, "post-a", issued);
    assert.equal(await checkFormStamp(kv, stamp, "post-a", issued + MIN_FILL_MS), "ok");
    assert.equal(await checkFormStamp(kv, stamp, "post-a", issued + MIN_FILL_MS - 1), "too-fast");
    assert.equal(await checkFormStamp(kv, stamp, "post-a", issued), "too-fast");
    assert.equal(await checkFormStamp(kv, stamp, "post-b", issued + 60_000), "other-post");
    assert.equal(await checkFormStamp(kv, stamp, "post-a", issued + STAMP_LIFETIME_MS), "ok", "a day to the ms");
    assert.equal(await checkFormStamp(kv, stamp, "post-a", issued + STAMP_LIFETIME_MS + 1), "expired");
    const [, , kind, signature] = stamp.split(".");
    const forge = (post: string, time: number, letter = kind) => `${post}.${time}.${letter}.${signature}`;
    assert.equal(await checkFormStamp(kv, forge("post-a", issued + 60_000), "post-a", issued + 60_000), "invalid");
    assert.equal(await checkFormStamp(kv, forge("post-b", issued), "post-b", issued + 60_000), "invalid", "moved");
    assert.equal(await checkFormStamp(kv, forge("post-a", issued, "p"), "post-a", issued), "invalid", "kind changed");
    assert.equal(await checkFormStamp(other, stamp, "post-a", issued + 60_000), "invalid", "another store's key");
    for (const bad of ["", "123", "abc.def", `post-a.${issued}.f.${"g".repeat(64)}`, `${issued}.${signature}`]) {
      assert.equal(await checkFormStamp(kv, bad, "post-a", issued + 60_000), "invalid", bad);
    }
  } finally {
    kv.close();
    other.close();
  }
});

Deno.test("page stamps (the form without script, in a cached page) skip the 3-second check but expire", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const issued = 1_800_000_000_000;
    const stamp = await issueFormStamp(kv, "post-a", issued, "page");
    assert.equal(await checkFormStamp(kv, stamp, "post-a", issued), "ok");
    assert.equal(await checkFormStamp(kv, stamp, "post-b", issued), "other-post");
    assert.equal(await checkFormStamp(kv, stamp, "post-a", issued + STAMP_LIFETIME_MS + 1), "expired");
  } finally {
    kv.close();
  }
});
