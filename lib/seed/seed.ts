/**
 * Loads the demo content into an empty store: categories with generated card
 * and header images, recipes and articles with featured images, and the
 * menu. Runs once per store: a marker key claimed in an atomic check makes
 * concurrent starts seed only once, and a store that already has content is
 * left alone. A seed cut short is completed by the next start: its claim goes
 * stale and every step skips what is already there.
 */
import { createCategory, getCategoryBySlug, listCategories } from "../db/categories.ts";
import { createMediaItem, getMediaByUrl } from "../db/media.ts";
import { createMenuItem, listMenuItems } from "../db/menu.ts";
import { linkMenuInputToCategory } from "../menu/menu_service.ts";
import { countPosts, getPostBySlug } from "../db/posts.ts";
import { listUsers } from "../db/users.ts";
import { shortHash } from "../fresh/utils.ts";
import { baseFileName, candidateKey } from "../media/file_names.ts";
import type { MediaStorage } from "../config/media_storage.ts";
import { storeUpload } from "../media/store_upload.ts";
import { UPLOAD_RULES } from "../media/upload_rules.ts";
import type { MediaItem } from "../schemas/media.ts";
import { savePostFromInput } from "../services/posts.ts";
import { demoCategories, demoMenu, demoPosts, demoRecipes } from "./content/index.ts";
import { categoryDishes } from "./dish_scene.ts";
import {
  DISH_IMAGE_SIZE,
  presetPalette,
  renderCardImage,
  renderCategoryHeader,
  renderDishCardImage,
  renderDishImage,
  renderFoodImage,
} from "./images.ts";
import { claimSeed, finishSeed, renewSeedClaim } from "./seed_claim.ts";
import type { DemoArticle, DemoCategory, DemoRecipe } from "./types.ts";

export { SEED_MARKER_KEY } from "./seed_claim.ts";

/** Options of {@link seedDemoContent}. */
export interface SeedOptions {
  media: MediaStorage;
  log?: (message: string) => void;
  /** Reference time for "published N days ago" (default now). */
  now?: Date;
}

/** What was created. */
export interface SeedSummary {
  categories: number;
  posts: number;
  menuItems: number;
}

/**
 * Byline of the demo posts: a person, as schema.org `author` Person says (the public site is Spanish; the admin
 * account's own name may be English).
 */
export const DEMO_AUTHOR_NAME = "Marta Cabrera";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Seeds an empty store; returns null when the store was seeded before or already has content. */
export async function seedDemoContent(kv: Deno.Kv, options: SeedOptions): Promise<SeedSummary | null> {
  const claim = await claimSeed(kv);
  if (claim.kind === "none") return null;
  if (claim.kind === "fresh") {
    const counts = await countPosts(kv);
    if (counts.total > 0 || (await listCategories(kv, { includeInactive: true })).length > 0) {
      await finishSeed(kv, "skipped");
      return null;
    }
  }
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const admin = (await listUsers(kv)).find((u) => u.role === "admin");
  const author = { id: admin?.id ?? "system", name: DEMO_AUTHOR_NAME };

  const categoryIds = new Map<string, string>();
  const ordered = [...demoCategories].sort((a, b) => Number(!!a.parent_slug) - Number(!!b.parent_slug));
  for (const category of ordered) {
    const existing = await getCategoryBySlug(kv, category.slug);
    categoryIds.set(
      category.slug,
      existing?.category.id ?? await seedCategory(kv, options.media, category, categoryIds),
    );
  }

  const posts = demoPosts;
  let done = 0;
  for (const post of posts) {
    if (!(await getPostBySlug(kv, post.slug))) await seedPost(kv, options.media, post, categoryIds, author, now);
    await renewSeedClaim(kv);
    if (++done % 10 === 0) log(`Demo content: ${done}/${posts.length} posts…`);
  }

  const menuItems = await seedMenu(kv);
  await finishSeed(kv, "done");
  return { categories: categoryIds.size, posts: posts.length, menuItems };
}

/** Creates the demo menu; on a resumed seed, entries already there (same label and parent) are kept, not doubled. */
async function seedMenu(kv: Deno.Kv): Promise<number> {
  const existing = await listMenuItems(kv);
  const find = (label: string, parentId: string | null) =>
    existing.find((entry) => entry.label === label && (entry.parent_id ?? null) === parentId);
  let menuItems = 0;
  for (const item of demoMenu) {
    const found = find(item.label, null);
    const parent = found ? { item: found } : await createMenuItem(
      kv,
      await linkMenuInputToCategory(kv, {
        label: item.label,
        url: item.url,
        position: ++menuItems,
        has_dropdown: item.has_dropdown ? 1 : 0,
        dropdown_position: item.dropdown_position ?? "left",
      }),
    );
    if (found) menuItems++;
    for (const child of item.children ?? []) {
      if (find(child.label, parent.item.id)) {
        menuItems++;
        continue;
      }
      await createMenuItem(
        kv,
        await linkMenuInputToCategory(kv, {
          label: child.label,
          url: child.url,
          parent_id: parent.item.id,
          position: ++menuItems,
        }),
      );
    }
  }
  return menuItems;
}

async function seedCategory(
  kv: Deno.Kv,
  media: MediaStorage,
  category: DemoCategory,
  ids: Map<string, string>,
): Promise<string> {
  const palette = category.gradient.type === "preset"
    ? presetPalette(category.gradient.preset)
    : [category.gradient.from, category.gradient.to] as [string, string];
  const dish = categoryDishes(demoCategories, demoRecipes).get(category.slug);
  const card = await storeImage(
    kv,
    media,
    `categories/${category.slug}-card`,
    dish ? await renderDishCardImage(dish, palette) : await renderCardImage(category.slug, palette),
    {
      kind: "other",
      alt: category.name,
    },
  );
  const header = await storeImage(
    kv,
    media,
    `categories/${category.slug}-header`,
    await renderCategoryHeader(`${category.slug}-header`, palette),
    { kind: "category-header", alt: category.name },
  );
  const { category: created } = await createCategory(kv, {
    name: category.name,
    slug: category.slug,
    description: category.description,
    emoji: category.emoji,
    gradient: category.gradient,
    position: category.position,
    parent_id: category.parent_slug ? ids.get(category.parent_slug) ?? null : null,
    is_active: 1,
    card_image: card.url,
    header_image: header.url,
    meta_title: category.meta_title,
    meta_description: category.meta_description,
    meta_keywords: category.meta_keywords,
  });
  return created.id;
}

async function seedPost(
  kv: Deno.Kv,
  media: MediaStorage,
  post: DemoRecipe | DemoArticle,
  categoryIds: Map<string, string>,
  author: { id: string; name: string },
  now: Date,
): Promise<void> {
  const image = await seedFeaturedImage(kv, media, post);
  const status = post.status ?? "published";
  const published = new Date(now.getTime() - post.published_days_ago * DAY);
  const updated = new Date(published.getTime() + (post.updated_hours_after_publish ?? 0) * HOUR);
  const created = new Date(published.getTime() - 2 * HOUR);
  const recipe = "ingredients" in post ? post : null;
  const { slug: _slug, categories, published_days_ago: _d, updated_hours_after_publish: _u, ...fields } = post;
  await savePostFromInput(
    kv,
    {
      ...fields,
      slug: post.slug,
      status,
      content_type: recipe ? "recipe" : "article",
      featured_image: image.url,
      published_at: status === "published" ? published.toISOString() : null,
      category_ids: categories.map((slug) => categoryIds.get(slug)).filter((id): id is string => !!id),
    },
    author,
    { created_at: created.toISOString(), updated_at: updated.toISOString() },
  );
}

/**
 * A demo post's featured image, drawn at {@link DISH_IMAGE_SIZE} (a recipe as its own dish, an article as a plate
 * of food) and stored through the upload pipeline like an editor's upload: the card square and the search-engine
 * versions. A resumed seed reuses the image stored before it stopped.
 */
async function seedFeaturedImage(kv: Deno.Kv, media: MediaStorage, post: DemoRecipe | DemoArticle): Promise<MediaItem> {
  const rule = UPLOAD_RULES.featured;
  const existing = await getMediaByUrl(kv, media.urlFor(candidateKey(rule.folder, baseFileName(post.slug), "webp", 1)));
  if (existing) return existing;
  const bytes = "ingredients" in post
    ? await renderDishImage(post)
    : await renderFoodImage({ seed: post.slug, ...DISH_IMAGE_SIZE });
  const upload = await storeUpload(kv, media, { bytes, type: "featured", alt: post.title, name: post.slug });
  return upload.media[0];
}

async function storeImage(
  kv: Deno.Kv,
  media: MediaStorage,
  name: string,
  bytes: Uint8Array,
  meta: { kind: MediaItem["kind"]; alt: string },
): Promise<MediaItem> {
  const key = `${name}-${(await shortHash(bytes)).slice(0, 8)}.webp`;
  const url = await media.write(key, bytes);
  const existing = await getMediaByUrl(kv, url);
  if (existing) return existing;
  return await createMediaItem(kv, {
    url,
    key,
    filename: key.split("/").pop()!,
    mime: "image/webp",
    size: bytes.length,
    kind: meta.kind,
    alt: meta.alt,
  });
}
