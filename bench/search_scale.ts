/**
 * Where the in-memory search index stops: builds the app's index (`PostIndex`) from `--posts` synthetic documents
 * (no store, so only the indexing counts) and prints build time, heap, search p50/p99 with the public page's
 * filters and first page, and the size, encoding and decoding time of its saved form (`index_snapshot.ts`). Run with
 * 10,000 and 100,000 posts to see how it grows.
 *
 * Run: deno run --allow-all --v8-flags=--expose-gc bench/search_scale.ts [--posts=100000] [--runs=50]
 */
import type { PostDocument } from "@/lib/search/post_documents.ts";
import { PostIndex } from "@/lib/search/post_index.ts";
import { searchPosts } from "@/lib/search/post_search.ts";
import { decodeSnapshot, encodeSnapshot } from "@/lib/search/index_snapshot.ts";
import { BENCH_QUERIES, syntheticPosts } from "./synthetic_posts.ts";
import { textOption } from "./options.ts";
import { collectGarbage, percentile } from "./measure.ts";

const POSTS = Number(textOption("posts", "100000"));
/** Results a page shows (the default posts per page). */
const PAGE = 10;
const RUNS = Number(textOption("runs", "50"));

const docs: PostDocument[] = syntheticPosts(POSTS).map((post, i) => ({
  id: post.id,
  title: post.title,
  ingredients: post.ingredients.join("\n"),
  excerpt: post.excerpt,
  tags: post.tags.join(", "),
  categories: post.categories.join(", "),
  body: post.body,
  summary: {
    id: post.id,
    status: i % 10 ? "published" : "draft",
    content_type: i % 5 ? "recipe" : "article",
  } as PostDocument["summary"],
  sortKey: post.published_at,
  totalMinutes: 10 + (i % 12) * 10,
  categoryIds: [...new Set(post.categories)],
}));
collectGarbage();
const heapBefore = Deno.memoryUsage().heapUsed;
const started = performance.now();
const index = new PostIndex(docs);
const buildMs = performance.now() - started;
collectGarbage();
const heapMb = (Deno.memoryUsage().heapUsed - heapBefore) / 1_048_576;
const times: number[] = [];
const filters = [{}, { maxMinutes: 30 as const }, { type: "recipe" as const, ingredients: "ajo cebolla" }];
for (let run = 0; run < RUNS; run++) {
  for (const query of BENCH_QUERIES) {
    const t = performance.now();
    searchPosts(index, query, { statuses: ["published"], ...filters[run % filters.length] }).page(0, PAGE);
    times.push(performance.now() - t);
  }
}
times.sort((a, b) => a - b);
console.log(
  `${POSTS} posts: build ${(buildMs / 1000).toFixed(1)} s, index heap ${heapMb.toFixed(0)} MiB (documents included), ` +
    `search p50 ${percentile(times, 50).toFixed(1)} ms p99 ${percentile(times, 99).toFixed(1)} ms`,
);
console.log(`load average ${Deno.loadavg().map((n) => n.toFixed(1)).join(" ")}`);
try {
  let t = performance.now();
  const bytes = await encodeSnapshot({ index, known: new Map(), categoriesKey: "" });
  const encodeMs = performance.now() - t;
  t = performance.now();
  await decodeSnapshot(bytes as Uint8Array<ArrayBuffer>);
  console.log(
    `saved index: ${(bytes.length / 1_048_576).toFixed(0)} MiB gzipped, encoded in ${
      (encodeMs / 1000).toFixed(1)
    } s, ` +
      `decoded in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.log(`saved index: not possible at this size (${error})`);
}
