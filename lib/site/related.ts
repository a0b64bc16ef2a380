/**
 * Related recipes shown at the end of a post: published posts that share a
 * category with it or (for recipes) a food among their ingredients: siblings
 * in its main (first) category first, then the most alike (a shared category
 * weighs more than a shared food), then the newest. A post sharing nothing is never listed, and the list is cut
 * to a count that fills the grid's rows ({@link gridCount}).
 */
import type { Post, PostSummary } from "../schemas/post.ts";
import type { ContentSnapshot } from "../snapshot/content_snapshot.ts";
import { listLatestPublished, listPosts } from "../snapshot/post_listing.ts";
import { withCardExcerpts } from "./card_excerpts.ts";
import type { ListedPost } from "./listing_view.ts";
import { recipeFoods } from "./ingredient_words.ts";
import { postPath } from "./paths.ts";

/** Most related posts listed. */
export const RELATED_LIMIT = 4;
/** Newest published posts of each shared category, and newest published posts overall, looked at. */
const POOL_PER_SOURCE = 40;
/** Weight of one shared category against one shared food. */
const CATEGORY_WEIGHT = 3;

/** How many of `available` related cards to show so no row holds a lone card: 4, else 2, else what there is. */
export function gridCount(available: number, limit = RELATED_LIMIT): number {
  const n = Math.min(available, limit);
  return n <= 2 ? n : n - (n % 2);
}

/** How alike `candidate` is to the post: shared categories (weighted) plus shared ingredient foods. */
export function likeness(
  post: { category_ids: readonly string[]; foods: ReadonlySet<string> },
  candidate: { category_ids: readonly string[]; foods: ReadonlySet<string> },
): number {
  const categories = candidate.category_ids.filter((id) => post.category_ids.includes(id)).length;
  const foods = [...candidate.foods].filter((food) => post.foods.has(food)).length;
  return categories * CATEGORY_WEIGHT + foods;
}

/** Up to {@link RELATED_LIMIT} posts related to `post` among `snapshot`'s, with their addresses. */
export async function relatedPosts(
  kv: Deno.Kv,
  snapshot: ContentSnapshot,
  post: Post,
  postBase: string,
): Promise<ListedPost[]> {
  const pool = new Map<string, PostSummary>();
  const add = (summary: PostSummary) => {
    if (summary.id !== post.id) pool.set(summary.id, summary);
  };
  for (const categoryId of post.category_ids) {
    const page = listPosts(snapshot, { status: "published", categoryId, sortBy: "published", limit: POOL_PER_SOURCE });
    page.posts.forEach(add);
  }
  const isRecipe = post.content_type === "recipe" && post.ingredients.length > 0;
  if (isRecipe) listLatestPublished(snapshot, POOL_PER_SOURCE).forEach(add);
  const candidates = [...pool.values()];
  const own = { category_ids: post.category_ids, foods: recipeFoods(isRecipe ? post.ingredients : []) };
  const newest = (p: PostSummary) => p.published_at ?? p.created_at;
  const scored = candidates.map((summary) => {
    const held = isRecipe ? snapshot.byId.get(summary.id) : undefined;
    const foods = recipeFoods(held?.summary.content_type === "recipe" ? held.ingredients : []);
    const sibling = summary.category_ids.includes(post.category_ids[0]) ? 1 : 0;
    return { summary, sibling, score: likeness(own, { category_ids: summary.category_ids, foods }) };
  }).filter(({ score }) => score > 0)
    .sort((a, b) => b.sibling - a.sibling || b.score - a.score || newest(b.summary).localeCompare(newest(a.summary)));
  const picked = scored.slice(0, gridCount(scored.length)).map(({ summary }) => summary);
  return (await withCardExcerpts(kv, snapshot, picked)).map((p) => ({ post: p, href: postPath(p.slug, postBase) }));
}
