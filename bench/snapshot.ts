/**
 * Benchmark of the content snapshot (`lib/snapshot/`) with a large store: seeds `--posts` posts (default 10,000) with
 * ingredients, an excerpt, categories, a featured image and a body of ~300 words into a KV file, then measures in this
 * process the first build (every post's record and content read), the build after one post write (records listed,
 * one post's content read, the rest taken over), the heap one snapshot holds, and post lists read from it (admin list
 * pages, a title filter, a category page, a cursor page) p50/p99 without HTTP.
 *
 * Run: deno run --allow-all --v8-flags=--expose-gc bench/snapshot.ts [--posts=10000] [--runs=200] [--store=DIR]
 *
 * `--store=DIR` keeps the store in DIR and seeds it only while it holds no posts.
 */
import { listCategories } from "@/lib/db/categories.ts";
import { readContentVersion } from "@/lib/db/content_version.ts";
import { openKv } from "@/lib/db/kv.ts";
import { updatePost } from "@/lib/db/posts.ts";
import { type ListPostsOptions } from "@/lib/schemas/post.ts";
import { type ContentSnapshot } from "@/lib/snapshot/content_snapshot.ts";
import { listPosts } from "@/lib/snapshot/post_listing.ts";
import { SnapshotHolder } from "@/lib/snapshot/snapshot_holder.ts";
import { seedSyntheticPosts } from "./synthetic_store.ts";
import { textOption } from "./options.ts";
import { collectGarbage, percentile } from "./measure.ts";

const POSTS = Number(textOption("posts", "10000"));
const RUNS = Number(textOption("runs", "200"));
const STORE = textOption("store", "");

/** p50/p99 of `read` over `RUNS` runs. */
function time(name: string, read: () => unknown): void {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const t = performance.now();
    read();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`${name}: p50 ${percentile(times, 50).toFixed(3)} ms, p99 ${percentile(times, 99).toFixed(3)} ms`);
}

const dir = STORE || await Deno.makeTempDir({ prefix: "recetas-snapshot-bench-" });
if (STORE) await Deno.mkdir(STORE, { recursive: true });
const kv = await openKv(`${dir}/store.kv`);
try {
  await seedSyntheticPosts(kv, POSTS, {
    categories: [
      { name: "Platos fuertes" },
      { name: "Carnes", parent: 0 },
      { name: "Pescados", parent: 0 },
      { name: "Postres" },
      { name: "Sopas" },
    ],
    fields: (p, n) => ({
      excerpt: n % 7 === 0 ? "" : p.excerpt,
      content: `<p>${p.body}</p><p><img src="/media/2026/01/paso-${n % 500}.webp" alt=""></p>`,
      featured_image: `/media/2026/01/plato-${n}.webp`,
    }),
  });
  const holder = new SnapshotHolder(kv, () => readContentVersion(kv));
  collectGarbage();
  const heapBefore = Deno.memoryUsage().heapUsed;
  let started = performance.now();
  let snapshot: ContentSnapshot = await holder.get();
  const firstBuild = performance.now() - started;
  collectGarbage();
  const heapMb = (Deno.memoryUsage().heapUsed - heapBefore) / 1_048_576;

  const target = snapshot.posts[Math.floor(snapshot.posts.length / 2)].summary;
  await updatePost(kv, target.id, { title: `${target.title} (editada ${Date.now().toString(36)})` });
  started = performance.now();
  snapshot = await holder.get();
  const afterWrite = performance.now() - started;
  if (!snapshot.byId.get(target.id)?.summary.title.includes("editada")) throw new Error("the write is not seen");

  console.log(`posts: ${snapshot.posts.length}; builds: ${holder.builds}`);
  console.log(
    `snapshot build: first ${(firstBuild / 1000).toFixed(2)} s; after a write ${(afterWrite / 1000).toFixed(2)} s`,
  );
  console.log(
    `snapshot heap: ${heapMb.toFixed(0)} MiB; process RSS: ${(Deno.memoryUsage().rss / 1_048_576).toFixed(0)} MiB`,
  );
  const category = (await listCategories(kv)).find((c) => c.name === "Carnes")!;
  const last = Math.ceil(snapshot.posts.length / 20);
  const list = (options: ListPostsOptions) => () => listPosts(snapshot, options);
  time("admin list, page 1", list({ limit: 20 }));
  time(`admin list, page ${last} (last)`, list({ limit: 20, page: last }));
  time("admin list, drafts, page 2", list({ status: "draft", limit: 20, page: 2 }));
  time("title filter 'arroz'", list({ title: "arroz", limit: 20 }));
  time("category page 3, by publication", list({ status: "published", categoryId: category.id, limit: 12, page: 3 }));
  const cursor = listPosts(snapshot, { limit: 100, page: 10 }).cursor!;
  time("cursor page after page 10", list({ limit: 100, cursor }));
  time("media in use (one key)", () => snapshot.mediaUsage.get("2026/01/paso-7.webp"));
} finally {
  kv.close();
  if (!STORE) await Deno.remove(dir, { recursive: true });
}
