/**
 * Benchmark of the public search with a large store: seeds `--posts` posts (default 10,000) with ingredients, an
 * excerpt, tags, categories and a body of ~300 words into a KV file, then measures in this process the first build of
 * the search index without a saved index (reading every post and indexing it) and saving it, searches p50/p99 (the
 * `/search` page's query plus filters and its first page, without HTTP; wall and CPU time, as the machine may be
 * shared; the first search of each query and filter apart, as the index keeps the ranking of recent queries), the
 * update after one write, the first search of a process starting from the saved index, and the heap the index holds.
 *
 * Run: deno run --allow-all --v8-flags=--expose-gc bench/search.ts [--posts=10000] [--runs=100] [--store=DIR]
 *
 * `--store=DIR` keeps the store in DIR and seeds it only while it holds no posts.
 */
import { openKv } from "@/lib/db/kv.ts";
import { createPost } from "@/lib/db/posts.ts";
import { readContentVersion } from "@/lib/db/content_version.ts";
import type { PostIndex } from "@/lib/search/post_index.ts";
import { searchPosts } from "@/lib/search/post_search.ts";
import { KV_SNAPSHOTS, readStoreChanges, VersionedSearchIndex } from "@/lib/search/versioned_index.ts";
import { SNAPSHOT_PREFIX } from "@/lib/search/index_snapshot.ts";
import process from "node:process";
import { BENCH_QUERIES } from "./synthetic_posts.ts";
import { seedSyntheticPosts } from "./synthetic_store.ts";
import { textOption } from "./options.ts";
import { collectGarbage, percentile } from "./measure.ts";

const POSTS = Number(textOption("posts", "10000"));
/** Results a page shows (the default posts per page). */
const PAGE = 10;
const RUNS = Number(textOption("runs", "100"));
const STORE = textOption("store", "");

/** Milliseconds of CPU this process used (all its threads) since `since`, with the wall time. */
function clock(since?: { wall: number; cpu: number }) {
  const usage = process.cpuUsage();
  const now = { wall: performance.now(), cpu: (usage.user + usage.system) / 1000 };
  return since ? { wall: now.wall - since.wall, cpu: now.cpu - since.cpu } : now;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const author = { id: "bench", name: "Bench" };

const dir = STORE || await Deno.makeTempDir({ prefix: "recetas-search-bench-" });
if (STORE) await Deno.mkdir(STORE, { recursive: true });
const kv = await openKv(`${dir}/store.kv`);
try {
  await seedSyntheticPosts(kv, POSTS, {
    categories: [{ name: "Platos fuertes" }, { name: "Postres" }, { name: "Sopas" }, { name: "Entrantes" }],
    fields: (p) => ({
      excerpt: p.excerpt,
      content: `<p>${p.body}</p>`,
      focus_keyword: p.tags[0],
      secondary_focus_keyword: p.tags[1],
    }),
  });
  await kv.delete([...SNAPSHOT_PREFIX, "head"]);
  const index = new VersionedSearchIndex(kv, () => readContentVersion(kv), readStoreChanges, KV_SNAPSHOTS);
  collectGarbage();
  const heapBefore = Deno.memoryUsage().heapUsed;
  let started = clock();
  await index.get();
  const firstBuild = clock(started);
  collectGarbage();
  const heapMb = (Deno.memoryUsage().heapUsed - heapBefore) / 1_048_576;
  started = clock();
  await index.saving;
  const saved = clock(started);

  const filters = [{}, { maxMinutes: 30 as const }, { type: "recipe" as const, ingredients: "ajo cebolla" }];
  /** Wall and CPU milliseconds of `runs` passes over the queries (filters taking turns by pass), each sorted. */
  const measure = async (runs: number) => {
    const wall: number[] = [], cpu: number[] = [];
    for (let run = 0; run < runs; run++) {
      for (const query of BENCH_QUERIES) {
        const built = await index.get();
        const t = clock();
        searchPosts(built, query, { statuses: ["published"], ...filters[run % filters.length] }).page(0, PAGE);
        const spent = clock(t);
        wall.push(spent.wall);
        cpu.push(spent.cpu);
      }
    }
    return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
  };
  // The first pass finds nothing kept (the index keeps the ranking of recent queries until a change).
  const first = await measure(filters.length);
  const { wall: times, cpu } = await measure(RUNS);

  const word = `alcaravea${Date.now().toString(36).replace(/[0-9]/g, "")}`;
  /** Whether `index` finds every one of `ids` by the word (a kept store holds the words of earlier runs too). */
  const findsAll = (index: PostIndex, ids: string[]) => {
    const found = new Set(searchPosts(index, word).page(0, 1000).map((hit) => hit.doc.id));
    return ids.every((id) => found.has(id));
  };
  const written = [
    await createPost(kv, { title: `Pan con ${word}`, status: "published", ingredients: [word] }, author),
  ];
  started = clock();
  const rebuilt = await index.get();
  const rebuild = clock(started);
  if (!findsAll(rebuilt, [written[0].post.id])) throw new Error("the write is not in the rebuilt index");

  // A process starting now: the saved index plus the posts written since (one).
  written.push(await createPost(kv, { title: `Pan de ${word}`, status: "published", ingredients: [word] }, author));
  const starting = new VersionedSearchIndex(kv, () => readContentVersion(kv), readStoreChanges, KV_SNAPSHOTS);
  started = clock();
  const restored = await starting.get();
  const fromSnapshot = clock(started);
  if (!findsAll(restored, written.map((each) => each.post.id))) throw new Error("the restored index misses a write");

  console.log(`posts: ${rebuilt.size}; load average ${Deno.loadavg().map((n) => n.toFixed(1)).join(" ")}`);
  console.log(
    `first search of a process without a saved index (read every post + index): ${seconds(firstBuild.wall)} ` +
      `(CPU ${seconds(firstBuild.cpu)}); saving the index: ${seconds(saved.wall)}; after a write: ${
        seconds(rebuild.wall)
      }`,
  );
  console.log(
    `first search of a process from the saved index (+1 post written since): ${seconds(fromSnapshot.wall)} ` +
      `(CPU ${seconds(fromSnapshot.cpu)})`,
  );
  console.log(
    `index heap: ${heapMb.toFixed(0)} MiB; process RSS: ${(Deno.memoryUsage().rss / 1_048_576).toFixed(0)} MiB`,
  );
  console.log(
    `first search of each query and filter (${first.cpu.length}, nothing kept yet): CPU p50 ${
      percentile(first.cpu, 50).toFixed(2)
    } ms, max ${first.cpu.at(-1)!.toFixed(2)} ms; wall p50 ${percentile(first.wall, 50).toFixed(2)} ms`,
  );
  console.log(
    `search + page of ${PAGE} (${times.length} runs): p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${
      percentile(times, 99).toFixed(2)
    } ms; CPU p50 ${percentile(cpu, 50).toFixed(2)} ms, p99 ${percentile(cpu, 99).toFixed(2)} ms`,
  );
} finally {
  kv.close();
  if (!STORE) await Deno.remove(dir, { recursive: true });
}
