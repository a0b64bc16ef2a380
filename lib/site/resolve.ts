/**
 * The generic content page: decides what `/{slug}` and `/{base}/{slug}`
 * show. Posts live at `/{post_base}/{slug}` (or `/{slug}`), categories at
 * `/{category_base}/{slug}` (or `/{slug}`); a post or category reached at
 * another of these addresses is sent to its own with a 301, and a former
 * category slug goes to the category's current address. Paths under a
 * former category or post base (see `lib/db/permalink_history.ts`) answer
 * like paths under the current ones: a 301 straight to the current address.
 * A slug in capitals moves to the post or category of its lower-case form, and the category base alone
 * (`/categoria`) to the category index.
 */
import { resolveCategoryRedirect } from "../db/categories.ts";
import { getPost, getPostBySlug } from "../db/posts.ts";
import type { CategoryWithCount } from "../schemas/category.ts";
import type { Post, PostSummary } from "../schemas/post.ts";
import type { PublicSettings } from "../schemas/settings.ts";
import type { FormerBases } from "../db/permalink_history.ts";
import { CATEGORY_INDEX_PATH, categoryPath, postPath } from "./paths.ts";

/** What a content path turned out to be. */
export type ContentMatch<P = Post> =
  | { kind: "post"; post: P }
  | { kind: "category"; category: CategoryWithCount }
  | { kind: "redirect"; location: string; status: 301 }
  | { kind: "missing-category"; slug: string }
  | { kind: "not-found" };

/** Settings and categories the resolution needs. */
export interface ContentLookup {
  settings: Pick<PublicSettings, "category_base" | "post_base">;
  /** Active categories. */
  categories: CategoryWithCount[];
  /** Bases used before the permalink settings last changed; their paths are moved with a 301. */
  formerBases?: FormerBases;
  /** The current slug of each former category slug (a content snapshot's): when given, no store read for them. */
  formerCategorySlugs?: ReadonlyMap<string, string>;
  /** Published posts by slug (a content snapshot's): a slug is looked up there, and only the post found is read. */
  published?: ReadonlyMap<string, Pick<PostSummary, "id">>;
}

/** The published post at `slug`: found in `lookup.published` when given (one read of it), else in the store. */
export async function publishedPost(kv: Deno.Kv, slug: string, lookup: ContentLookup): Promise<Post | null> {
  const listed = lookup.published?.get(slug);
  if (lookup.published && !listed) return null;
  const found = listed ? await getPost(kv, listed.id) : await getPostBySlug(kv, slug);
  return found && found.post.status === "published" ? found.post : null;
}

/**
 * Works out whether `/{base}/{slug}` (base null for `/{slug}`) is a post, a category, a redirect or nothing;
 * `findPost` gives the published post at a slug (default {@link publishedPost}).
 */
export async function resolveContent<P extends Pick<Post, "slug"> = Post>(
  kv: Deno.Kv,
  base: string | null,
  slug: string,
  lookup: ContentLookup,
  findPost: (slug: string) => P | null | Promise<P | null> = (slug) =>
    publishedPost(kv, slug, lookup) as Promise<unknown> as Promise<P | null>,
): Promise<ContentMatch<P>> {
  const { category_base: categoryBase, post_base: postBase } = lookup.settings;
  const path = base === null ? `/${slug}` : `/${base}/${slug}`;
  const here = (target: string) => target === path;
  const moved = (location: string): ContentMatch<P> => ({ kind: "redirect", location, status: 301 });
  const isCategoryBase = base === null ? categoryBase === "" : base === categoryBase && base !== "";
  const isPostBase = base === null ? postBase === "" : base === postBase && base !== "";
  const former = lookup.formerBases;
  const wasCategoryBase = base !== null && !isCategoryBase && !!former?.category.includes(base);
  const wasPostBase = base !== null && !isPostBase && !!former?.post.includes(base);
  if (slug !== slug.toLowerCase() || (base !== null && base !== base.toLowerCase())) {
    const lower = await resolveContent(kv, base?.toLowerCase() ?? null, slug.toLowerCase(), lookup, findPost);
    if (lower.kind === "post") return moved(postPath(lower.post.slug, postBase));
    if (lower.kind === "category") return moved(categoryPath(lower.category.slug, categoryBase));
    if (lower.kind === "redirect") return lower;
  }
  if (base === null && slug === categoryBase) return moved(CATEGORY_INDEX_PATH);
  if (!isCategoryBase && !isPostBase && !wasCategoryBase && !wasPostBase && base !== null) return { kind: "not-found" };

  const category = lookup.categories.find((c) => c.slug === slug);
  if (isCategoryBase && category) return { kind: "category", category };

  const post = await findPost(slug);
  if (post) return here(postPath(post.slug, postBase)) ? { kind: "post", post } : moved(postPath(post.slug, postBase));
  if (category) return moved(categoryPath(category.slug, categoryBase));

  if (isCategoryBase || wasCategoryBase || base === null) {
    const current = lookup.formerCategorySlugs
      ? lookup.formerCategorySlugs.get(slug)
      : (await resolveCategoryRedirect(kv, slug))?.new_slug;
    if (current && current !== slug) return moved(categoryPath(current, categoryBase));
  }
  return isCategoryBase && base !== null ? { kind: "missing-category", slug } : { kind: "not-found" };
}
