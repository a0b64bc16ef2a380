/**
 * Several server processes may share one local KV file. Three OS processes
 * write posts into the same file at once ("database is locked" is retried in
 * lib/db/kv.ts); afterwards every index and counter matches the records.
 */
import assert from "node:assert/strict";
import { createCategory } from "@/lib/db/categories.ts";
import { openKv } from "@/lib/db/kv.ts";
import { countPosts } from "@/lib/db/posts.ts";
import { fromFileUrl } from "@/lib/fresh/paths.ts";
import { ensureTestBuild } from "../support/build.ts";
import { verifyIndexes } from "../support/verify_indexes.ts";

// The server processes serve `_build/`.
await ensureTestBuild();

const worker = fromFileUrl(new URL("../support/write_posts_worker.ts", import.meta.url));
const PROCESSES = 3;
const POSTS_EACH = 30;

Deno.test("three processes writing one KV file keep indexes and counters exact", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-multi-" });
  const path = `${dir}/store.kv`;
  try {
    const setup = await openKv(path);
    const { category } = await createCategory(setup, { name: "Compartida", slug: "compartida" });
    setup.close();

    const runs = Array.from({ length: PROCESSES }, (_, n) =>
      new Deno.Command(Deno.execPath(), {
        args: ["run", "--allow-all", worker, path, `proceso-${n}`, String(POSTS_EACH), category.id],
        stdout: "piped",
        stderr: "piped",
      }).output());
    const outputs = await Promise.all(runs);
    for (const output of outputs) {
      assert.ok(output.success, new TextDecoder().decode(output.stderr));
      assert.deepEqual(JSON.parse(new TextDecoder().decode(output.stdout)), { created: POSTS_EACH });
    }

    const kv = await openKv(path);
    try {
      const total = PROCESSES * POSTS_EACH;
      assert.deepEqual(await verifyIndexes(kv), { posts: total });
      const published = PROCESSES * Math.ceil(POSTS_EACH / 2);
      assert.deepEqual(await countPosts(kv), { total, published, draft: total - published });
    } finally {
      kv.close();
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
