/**
 * Seeds a KV store with the synthetic posts of `synthetic_posts.ts` for the benchmarks that read a large store
 * (`search.ts`, `snapshot.ts`): categories first, then the posts, written 50 at a time.
 */
import { createCategory } from "@/lib/db/categories.ts";
import { countPosts, createPost } from "@/lib/db/posts.ts";
import { type SyntheticPost, syntheticPosts } from "./synthetic_posts.ts";

/** Posts written at once. */
const WRITE_BATCH = 50;

/** A category to create: its name, and the index of its parent among the categories created before it. */
export interface SeedCategory {
  name: string;
  parent?: number;
}

/** What a benchmark's store holds besides the fields every seeded post has. */
export interface SeedOptions {
  /** The categories to create, in order; post number `n` goes in category `n % categories.length`. */
  categories: readonly SeedCategory[];
  /** The post fields of post number `n` besides title, status, type, ingredients, time, category and date. */
  fields: (post: SyntheticPost, n: number) => Record<string, unknown>;
}

/**
 * Fills `kv` up to `count` synthetic posts: nothing when it holds that many already, else creates the categories and
 * the posts from the number it holds on. Every tenth post is a draft, every fifth an article; total times run from 10
 * to 120 minutes. Logs how many posts it wrote and how long that took.
 */
export async function seedSyntheticPosts(kv: Deno.Kv, count: number, options: SeedOptions): Promise<void> {
  const { total } = await countPosts(kv);
  if (total >= count) return;
  const categories: { id: string }[] = [];
  for (const { name, parent } of options.categories) {
    const parent_id = parent === undefined ? undefined : categories[parent].id;
    categories.push((await createCategory(kv, parent_id ? { name, parent_id } : { name })).category);
  }
  const posts = syntheticPosts(count);
  const started = performance.now();
  for (let i = total; i < posts.length; i += WRITE_BATCH) {
    await Promise.all(
      posts.slice(i, i + WRITE_BATCH).map((p, j) =>
        createPost(kv, {
          title: p.title,
          status: (i + j) % 10 === 0 ? "draft" : "published",
          content_type: (i + j) % 5 === 0 ? "article" : "recipe",
          ingredients: p.ingredients,
          total_time: `PT${10 + ((i + j) % 12) * 10}M`,
          category_ids: [categories[(i + j) % categories.length].id],
          published_at: p.published_at,
          ...options.fields(p, i + j),
        }, { id: "bench", name: "Bench" })
      ),
    );
  }
  console.log(`seeded ${count - total} posts in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
