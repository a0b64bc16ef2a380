import assert from "node:assert/strict";
import { ZodError } from "zod";
import { getLinkStats, getLinkStatsMany, saveLinkStats } from "@/lib/db/link_stats.ts";
import type { LinkStats } from "@/lib/schemas/link_stats.ts";
import { withKv } from "@/tests/support/kv.ts";

function stats(broken: number): LinkStats {
  return {
    lastChecked: new Date(Date.UTC(2025, 0, 2, 3, 4, 5)).toISOString(),
    outboundInternal: 3,
    outboundExternal: 2,
    inboundCount: 1,
    brokenLinksCount: broken,
    brokenLinks: Array.from({ length: broken }, (_, i) => ({
      type: "external" as const,
      text: `enlace ${i}`,
      url: `https://example.com/${i}`,
      status: 404,
    })),
    manualCheck: [{
      type: "external",
      text: "perfil",
      url: "https://social.example/x",
      status: 999,
      reason: "bot blocking",
    }],
  };
}

Deno.test("saveLinkStats then getLinkStats round-trips; unknown posts read null", () =>
  withKv(async (kv) => {
    assert.equal(await getLinkStats(kv, "p1"), null);
    await saveLinkStats(kv, "p1", stats(2));
    assert.deepEqual(await getLinkStats(kv, "p1"), stats(2));
    await saveLinkStats(kv, "p1", stats(0));
    assert.equal((await getLinkStats(kv, "p1"))?.brokenLinksCount, 0);
  }));

Deno.test("saveLinkStats rejects malformed stats", () =>
  withKv(async (kv) => {
    await assert.rejects(
      () => saveLinkStats(kv, "p1", { ...stats(0), inboundCount: -1 }),
      (error: unknown) => error instanceof ZodError,
    );
    await assert.rejects(
      () => saveLinkStats(kv, "p1", { ...stats(0), lastChecked: "yesterday" }),
      (error: unknown) => error instanceof ZodError,
    );
    assert.equal(await getLinkStats(kv, "p1"), null);
  }));

Deno.test("getLinkStatsMany reads more than one batch and skips unchecked posts", () =>
  withKv(async (kv) => {
    const ids = Array.from({ length: 25 }, (_, i) => `post-${i}`);
    for (const [i, id] of ids.entries()) if (i % 2 === 0) await saveLinkStats(kv, id, stats(i % 3));
    const many = await getLinkStatsMany(kv, [...ids, "post-0"]);
    assert.equal(many.size, 13);
    assert.equal(many.get("post-24")?.brokenLinksCount, 0);
    assert.equal(many.get("post-22")?.brokenLinksCount, 1);
    assert.equal(many.has("post-1"), false);
  }));
