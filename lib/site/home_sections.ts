/**
 * Everything the home page lists, read in one place: the categories carousel and the latest posts (as the spec
 * sets them), then the sections a reader browses: quick recipes (total time under 30 minutes) and a few top-level
 * categories with some of their newest posts, each post once among these sections. Only this function reads the store for the home page, so a change of
 * data source touches this file alone.
 */
import { categoryPagePosts } from "./category_posts.ts";
import type { ContentSnapshot } from "../snapshot/content_snapshot.ts";
import { listLatestPublished } from "../snapshot/post_listing.ts";
import type { CategoryWithCount } from "../schemas/category.ts";
import type { PostSummary } from "../schemas/post.ts";
import type { AppContext } from "../app_env.ts";
import { withCardExcerpts } from "./card_excerpts.ts";
import { withCardPhotos } from "./card_photos.ts";
import { type CategoryCardData, categoryCards, type PostCardData, postCards } from "./cards.ts";
import type { SiteContext } from "./context.ts";
import { isoDurationMinutes } from "../recipe/duration.ts";
import { categoryPath } from "./paths.ts";
import { gridCount } from "./related.ts";

/** Posts in the latest recipes carousel (the spec's 12). */
export const HOME_LATEST_POSTS = 12;
/** Category sections shown at most. */
export const HOME_CATEGORY_SECTIONS = 3;
/** Cards in a browsing section at most (cut to 4, 2 or 1 so no row holds a lone card). */
export const HOME_SECTION_CARDS = 4;
/** A quick recipe takes less than this many minutes in all. */
export const QUICK_RECIPE_MINUTES = 30;
/** Newest published posts looked through for quick recipes. */
const QUICK_POOL = 200;

/** One category section: the category, its page and its cards. */
export interface HomeCategorySection {
  category: CategoryWithCount;
  href: string;
  posts: PostCardData[];
}

/** What the home page shows. */
export interface HomeSections {
  /** Categories with published posts (the carousel). */
  categories: CategoryCardData[];
  /** The latest published posts (the carousel). */
  latest: PostCardData[];
  /** Newest published recipes whose total time is under {@link QUICK_RECIPE_MINUTES}. */
  quick: PostCardData[];
  /** Top-level categories in position order, each with posts not shown by the quick or an earlier section. */
  byCategory: HomeCategorySection[];
}

/** Whether `post` is a recipe with a known total time under {@link QUICK_RECIPE_MINUTES}. */
export function isQuickRecipe(post: Pick<PostSummary, "content_type" | "total_time">): boolean {
  const minutes = isoDurationMinutes(post.total_time);
  return post.content_type === "recipe" && minutes !== null && minutes > 0 && minutes < QUICK_RECIPE_MINUTES;
}

/** The home page's sections for the site described by `site`, from `snapshot`. */
export async function loadHomeSections(
  c: AppContext,
  snapshot: ContentSnapshot,
  site: SiteContext,
): Promise<HomeSections> {
  const withPosts = site.categories.filter((category) => (category.post_count ?? 0) > 0);
  const latest = listLatestPublished(snapshot, HOME_LATEST_POSTS);
  const pool = listLatestPublished(snapshot, QUICK_POOL);
  const quickPosts = pool.filter(isQuickRecipe);
  const quick = quickPosts.slice(0, gridCount(quickPosts.length, HOME_SECTION_CARDS));

  const activeIds = new Set(site.categories.map((category) => category.id));
  const topLevel = withPosts.filter((category) => !category.parent_id || !activeIds.has(category.parent_id));
  // A post shows once among the browsing sections (the spec's latest carousel aside).
  const shown = new Set(quick.map((post) => post.id));
  const byCategory: { category: CategoryWithCount; posts: PostSummary[] }[] = [];
  for (const category of topLevel) {
    if (byCategory.length === HOME_CATEGORY_SECTIONS) break;
    const limit = HOME_SECTION_CARDS + shown.size;
    const { posts } = categoryPagePosts(snapshot, category, site.categories, 1, limit);
    const fresh = posts.filter((post) => !shown.has(post.id));
    const picked = fresh.slice(0, gridCount(fresh.length, HOME_SECTION_CARDS));
    if (picked.length === 0) continue;
    picked.forEach((post) => shown.add(post.id));
    byCategory.push({ category, posts: picked });
  }

  const cards = async (posts: PostSummary[]) =>
    await withCardPhotos(c, postCards(await withCardExcerpts(c.var.kv, snapshot, posts), site));
  return {
    categories: categoryCards(withPosts, site),
    latest: await cards(latest),
    quick: await cards(quick),
    byCategory: await Promise.all(byCategory.map(async ({ category, posts }) => ({
      category,
      href: categoryPath(category.slug, site.settings.category_base),
      posts: await cards(posts),
    }))),
  };
}
