/**
 * What the search index holds of a post: its searchable text (title, ingredients, excerpt, tags, category names,
 * body text) and what results and filters need (summary, status, publication order, type, total minutes, category
 * ids with their ancestors).
 */
import type { Category } from "../schemas/category.ts";
import type { Post, PostSummary } from "../schemas/post.ts";
import { toPostSummary } from "../db/post_indexes.ts";
import { postExcerpt } from "../content/excerpt.ts";
import { htmlToText } from "../text/html_text.ts";
import { isoDurationMinutes } from "../recipe/duration.ts";

/** One indexed post. */
export interface PostDocument {
  id: string;
  title: string;
  ingredients: string;
  excerpt: string;
  tags: string;
  categories: string;
  body: string;
  /** The post's summary; a blank excerpt holds the fallback excerpt of its content, as cards show it. */
  summary: PostSummary;
  /** published_at, else created_at: newer sorts first on equal relevance. */
  sortKey: string;
  totalMinutes: number | null;
  /** The post's categories and all their ancestors, without repeats. */
  categoryIds: string[];
}

/** The post's ids of `categoryIds` and of every ancestor (a post in a sub-category counts for its parents). */
export function withAncestors(categoryIds: readonly string[], byId: ReadonlyMap<string, Category>): string[] {
  const out = new Set<string>();
  for (const id of categoryIds) {
    for (let at = byId.get(id); at && !out.has(at.id); at = byId.get(at.parent_id ?? "")) out.add(at.id);
  }
  return [...out];
}

/** The document of `post`; `categories` by id give names and ancestors (missing ids are skipped). */
export function postDocument(post: Post, categories: ReadonlyMap<string, Category>): PostDocument {
  const own = toPostSummary(post);
  const summary = own.excerpt.trim() ? own : { ...own, excerpt: postExcerpt(post) };
  const categoryIds = withAncestors(post.category_ids, categories);
  const steps = post.instructions.map((step) => `${step.name} ${step.text}`).join(" ");
  return {
    id: post.id,
    title: post.title,
    ingredients: post.ingredients.join("\n"),
    excerpt: post.excerpt,
    // The post's tags, then its focus keywords (which held WordPress tags before posts had tags of their own).
    tags: [...post.tags ?? [], post.focus_keyword, post.secondary_focus_keyword].filter(Boolean).join(", "),
    categories: categoryIds.map((id) => categories.get(id)!.name).join(", "),
    body: `${htmlToText(post.content)} ${steps}`.trim(),
    summary,
    sortKey: post.published_at ?? post.created_at,
    totalMinutes: isoDurationMinutes(post.total_time),
    categoryIds,
  };
}
