/**
 * Chooses the search library by measurement: MiniSearch and Orama each index the same 10,000 synthetic posts
 * (title, ingredients, excerpt, tags, categories, body) with Spanish folding and stemming, in a process of its own,
 * and print build time, heap growth, query p50/p99 and whether the Spanish checks find what they should
 * ('fijoles' → frijoles, 'platano' → plátano, 'comino' as an ingredient).
 *
 * Run: deno run --allow-all --v8-flags=--expose-gc bench/search_libraries.ts [--posts=10000] [--runs=300]
 */
import MiniSearch from "minisearch";
// Orama is measured here only, so it is not among the imports of deno.json.
// deno-lint-ignore no-import-prefix
import { create, insertMultiple, search } from "npm:@orama/orama@3.1.18";
// deno-lint-ignore no-import-prefix
import { language, stemmer } from "npm:@orama/stemmers@3.1.18/spanish";
import { searchTerm } from "@/lib/search/spanish_terms.ts";
import { stripAccents } from "@/lib/text/slug.ts";
import { BENCH_QUERIES, type SyntheticPost, syntheticPosts } from "./synthetic_posts.ts";
import { textOption } from "./options.ts";
import { collectGarbage, percentile } from "./measure.ts";

const POSTS = Number(textOption("posts", "10000"));
const RUNS = Number(textOption("runs", "300"));
const BOOST = { title: 5, ingredients: 3, tags: 2, categories: 2, excerpt: 1.5, body: 1 };

interface Engine {
  build(posts: SyntheticPost[]): Promise<void>;
  query(q: string): Promise<string[]>;
}

function minisearchEngine(): Engine {
  let index: MiniSearch<{ id: string }>;
  return {
    build(posts) {
      index = new MiniSearch({
        fields: ["title", "ingredients", "excerpt", "tags", "categories", "body"],
        extractField: (doc, field) => {
          const value = (doc as unknown as Record<string, unknown>)[field];
          return Array.isArray(value) ? value.join(" ") : String(value);
        },
        processTerm: (term) => searchTerm(term) || null,
        searchOptions: { boost: BOOST, prefix: true, fuzzy: (term) => (term.length > 4 ? 1 : 0), combineWith: "AND" },
      });
      index.addAll(posts);
      return Promise.resolve();
    },
    query(q) {
      return Promise.resolve(index.search(q).slice(0, 20).map((r) => String(r.id)));
    },
  };
}

function oramaEngine(): Engine {
  // deno-lint-ignore no-explicit-any
  let db: any;
  return {
    async build(posts) {
      db = create({
        schema: {
          title: "string",
          ingredients: "string[]",
          excerpt: "string",
          tags: "string[]",
          categories: "string[]",
          body: "string",
        } as const,
        components: { tokenizer: { stemming: true, language, stemmer } },
      });
      // Orama's Spanish tokenizer keeps accents; fold them so 'platano' meets 'plátano'.
      const fold = (s: string) => stripAccents(s).toLowerCase();
      await insertMultiple(
        db,
        posts.map((p) => ({
          id: p.id,
          title: fold(p.title),
          ingredients: p.ingredients.map(fold),
          excerpt: fold(p.excerpt),
          tags: p.tags.map(fold),
          categories: p.categories.map(fold),
          body: fold(p.body),
        })),
      );
    },
    async query(q) {
      const result = await search(db, {
        term: stripAccents(q).toLowerCase(),
        boost: BOOST,
        tolerance: 1,
        limit: 20,
      });
      return result.hits.map((h: { id: string }) => h.id);
    },
  };
}

async function measure(name: string) {
  const posts = syntheticPosts(POSTS);
  const engine = name === "minisearch" ? minisearchEngine() : oramaEngine();
  collectGarbage();
  const before = Deno.memoryUsage().heapUsed;
  const started = performance.now();
  await engine.build(posts);
  const buildMs = performance.now() - started;
  collectGarbage();
  const heapMb = (Deno.memoryUsage().heapUsed - before) / 1_048_576;
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    for (const q of BENCH_QUERIES) {
      const t = performance.now();
      await engine.query(q);
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  const byTitle = (q: string, word: string) =>
    engine.query(q).then((ids) =>
      ids.some((id) => stripAccents(posts[Number(id.slice(1))].title).toLowerCase().includes(word))
    );
  const ingredientOnly = {
    ...posts[0],
    id: `p${posts.length}`,
    title: "Guiso sin nombre",
    ingredients: ["pizca de alcaravea"],
    excerpt: "",
    body: "",
    tags: [],
    categories: [],
  };
  const spanish = {
    typo: await byTitle("fijoles", "frijoles"),
    accent: await byTitle("platano", "platanos"),
    ingredient: false,
  };
  posts.push(ingredientOnly);
  await engine.build(posts);
  spanish.ingredient = (await engine.query("alcaravea")).includes(ingredientOnly.id);
  console.log(
    `${name.padEnd(10)} build ${buildMs.toFixed(0)} ms, heap +${heapMb.toFixed(1)} MiB, query p50 ${
      percentile(times, 50).toFixed(2)
    } ms p99 ${
      percentile(times, 99).toFixed(2)
    } ms; typo ${spanish.typo} accent ${spanish.accent} ingredient ${spanish.ingredient}`,
  );
}

const only = textOption("lib", "");
if (only) {
  await measure(only);
} else {
  for (const lib of ["minisearch", "orama"]) {
    const child = new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "--allow-all",
        "--v8-flags=--expose-gc",
        new URL(import.meta.url).pathname,
        `--lib=${lib}`,
        ...Deno.args,
      ],
      stdout: "inherit",
      stderr: "inherit",
    });
    await child.output();
  }
}
