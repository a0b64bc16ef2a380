import assert from "node:assert/strict";
import { checkFormStamp, issueFormStamp, MIN_FILL_MS } from "./form_stamp.ts";

Deno.test("form stamps: signed by the store, refused when sent too soon or forged", async () => {
  const kv = await Deno.openKv(":memory:");
  const other = await Deno.openKv(":memory:");
  try {
    const issued = 1_800_000_000_000;
    const stamp = await issueFormStamp(kv, issued);
    assert.equal(await checkFormStamp(kv, stamp, issued + MIN_FILL_MS), "ok");
    assert.equal(await checkFormStamp(kv, stamp, issued + MIN_FILL_MS - 1), "too-fast");
    assert.equal(await checkFormStamp(kv, stamp, issued), "too-fast");
    const [, signature] = stamp.split(".");
    assert.equal(await checkFormStamp(kv, `${issued - 60_000}.${signature}`, issued), "invalid", "backdated");
    assert.equal(await checkFormStamp(other, stamp, issued + 60_000), "invalid", "another store's key");
    for (const bad of ["", "123", "abc.def", `${issued}.${"g".repeat(64)}`]) {
      assert.equal(await checkFormStamp(kv, bad, issued + 60_000), "invalid", bad);
    }
  } finally {
    kv.close();
    other.close();
  }
});
