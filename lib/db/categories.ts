/**
 * Categories on Deno KV: records, the unique slug index, slug redirects and
 * ordering. Category writes are rare and validate across the whole small set
 * (slugs, one-level parents, redirect chains), so each one checks and rewrites
 * a single lock key in its atomic operation and never interleaves with
 * another. Post counts live in counters maintained by post writes.
 *
 * Keys: `["categories", id]`, `["categories_by_slug", slug]` → id,
 * `["category_redirects", id]`, `["category_redirects_by_old_slug", slug]` → id,
 * `["category_post_count", id, status]`, `["category_write_lock"]`.
 */
import { ConflictError, NotFoundError, ValidationError } from "../errors.ts";
import { newId } from "../ids.ts";
import {
  type Category,
  CATEGORY_DEFAULTS,
  CategoryCreateSchema,
  CategoryPatchSchema,
  type CategoryRedirect,
  CategoryReorderSchema,
  type CategoryWithCount,
  NAME_SLUG_REQUIRED,
} from "../schemas/category.ts";
import { assertSlugNotReserved } from "../schemas/reserved_slugs.ts";
import { slugify } from "../text/slug.ts";
import { conflictWith, optimisticWrite } from "./write.ts";
import {
  CATEGORIES_PREFIX,
  CATEGORY_REDIRECTS_PREFIX,
  CATEGORY_WRITE_LOCK_KEY,
  categoryKey,
  categoryPostCountKey,
  categoryRedirectKey,
  categoryRedirectSlugKey,
  categorySlugKey,
} from "./category_keys.ts";
import { listAll, retryLocked } from "./kv.ts";
import { withoutUndefined } from "./without_undefined.ts";
import { getManyBatched } from "./batched_get.ts";
import { categoryDeletionKey, finishCategoryDeletion } from "./category_deletions.ts";
import { parentPostCounts } from "./category_subtree.ts";
import { CATEGORY_SLUG_TAKEN } from "../shared/category_rules.ts";
import { readMenuEntries, relinkMenu, unlinkMenu } from "./category_menu.ts";
import { getSettings } from "./settings.ts";
import type { MenuItem } from "../schemas/menu.ts";

/** Message of a versionstamp conflict on a category. */
export const CATEGORY_CHANGED = "This category was changed by someone else. Reload to get the latest version.";
/** Message of a duplicate category slug. */
export { CATEGORY_SLUG_TAKEN };

/** A category with the versionstamp of its record. */
export interface CategoryResult {
  category: Category;
  versionstamp: string;
}

/** Options of {@link listCategories}. */
export interface ListCategoriesOptions {
  /** Keep categories with is_active 0 (default false). */
  includeInactive?: boolean;
  /** Add `post_count`: the number of published posts, a parent's counting its sub-categories' (each post once; default false). */
  withPostCount?: boolean;
}

interface Snapshot {
  lock: string | null;
  categories: Map<string, { value: Category; versionstamp: string }>;
  redirects: CategoryRedirect[];
  /** Menu entries, so links to a renamed or deleted category change in the same write. */
  menu: Deno.KvEntry<MenuItem>[];
  categoryBase: string;
}

interface Plan<T> {
  build: (op: Deno.AtomicOperation) => void;
  result: (versionstamp: string) => T;
}

async function readSnapshot(kv: Deno.Kv): Promise<Snapshot> {
  const lock = await retryLocked(() => kv.get(CATEGORY_WRITE_LOCK_KEY));
  const entries = await listAll<Category>(kv, { prefix: CATEGORIES_PREFIX });
  const redirects = await listAll<CategoryRedirect>(kv, { prefix: CATEGORY_REDIRECTS_PREFIX });
  const [menu, { settings }] = await Promise.all([readMenuEntries(kv), getSettings(kv)]);
  return {
    menu,
    categoryBase: settings.category_base,
    lock: lock.versionstamp,
    categories: new Map(entries.map((e) => [e.value.id, { value: e.value, versionstamp: e.versionstamp }])),
    redirects: redirects.map((e) => e.value),
  };
}

/** Runs a category write: plans it on a fresh snapshot and commits it under the write lock, retrying races. */
function writeCategories<T>(kv: Deno.Kv, plan: (snapshot: Snapshot) => Plan<T>): Promise<T> {
  const exhausted = conflictWith(
    "The categories could not be saved because of concurrent changes. Please try again.",
  );
  return optimisticWrite({ publicContent: true, exhausted }, async () => {
    const snapshot = await readSnapshot(kv);
    const { build, result } = plan(snapshot);
    const op = kv.atomic();
    op.check({ key: CATEGORY_WRITE_LOCK_KEY, versionstamp: snapshot.lock });
    op.set(CATEGORY_WRITE_LOCK_KEY, Date.now());
    build(op);
    return { op, done: result };
  });
}

function findBySlug(snapshot: Snapshot, slug: string): Category | undefined {
  for (const { value } of snapshot.categories.values()) if (value.slug === slug) return value;
  return undefined;
}

function parentError(message: string): ValidationError {
  return new ValidationError(message, { parent_id: [message] });
}

/** Enforces one level of nesting: the parent exists, is top level, is not the category, which has no children. */
function validateParent(snapshot: Snapshot, selfId: string | null, parentId: string | null): void {
  if (!parentId) return;
  if (parentId === selfId) throw parentError("A category cannot be its own parent");
  const parent = snapshot.categories.get(parentId)?.value;
  if (!parent) throw parentError("Parent category not found");
  if (parent.parent_id) throw parentError("The parent must be a top-level category");
  if (selfId && [...snapshot.categories.values()].some(({ value }) => value.parent_id === selfId)) {
    throw parentError("A category with subcategories cannot have a parent");
  }
}

/** Deletes a redirect's two keys. */
function deleteRedirect(op: Deno.AtomicOperation, redirect: CategoryRedirect): void {
  op.delete(categoryRedirectKey(redirect.id)).delete(categoryRedirectSlugKey(redirect.old_slug));
}

/**
 * Creates a category. A missing slug is derived from the name; a slug in
 * use throws ConflictError("Category slug already exists", "slug"). Position
 * defaults to the number of existing categories. A redirect away from the
 * new slug is dropped (the slug is live again).
 */
export async function createCategory(kv: Deno.Kv, input: unknown): Promise<CategoryResult> {
  const fields = withoutUndefined(CategoryCreateSchema.parse(input));
  return await writeCategories(kv, (snapshot) => {
    const slug = fields.slug ?? slugify(fields.name!);
    if (!slug) throw new ValidationError(NAME_SLUG_REQUIRED, { slug: [NAME_SLUG_REQUIRED] });
    assertSlugNotReserved(slug);
    if (findBySlug(snapshot, slug)) throw new ConflictError(CATEGORY_SLUG_TAKEN, "slug");
    validateParent(snapshot, null, fields.parent_id ?? null);
    const now = new Date().toISOString();
    const category: Category = {
      ...CATEGORY_DEFAULTS,
      ...fields,
      id: newId(),
      name: fields.name!,
      slug,
      position: fields.position ?? snapshot.categories.size,
      created_at: now,
      updated_at: now,
    };
    return {
      build: (op) => {
        op.check({ key: categorySlugKey(slug), versionstamp: null });
        op.set(categoryKey(category.id), category).set(categorySlugKey(slug), category.id);
        for (const redirect of snapshot.redirects) {
          if (redirect.old_slug === slug) deleteRedirect(op, redirect);
        }
      },
      result: (versionstamp) => ({ category, versionstamp }),
    };
  });
}

/** A category and its versionstamp, or null. */
export async function getCategory(kv: Deno.Kv, id: string): Promise<CategoryResult | null> {
  const entry = await retryLocked(() => kv.get<Category>(categoryKey(id)));
  return entry.value ? { category: entry.value, versionstamp: entry.versionstamp } : null;
}

/** The category that currently owns `slug`, or null. */
export async function getCategoryBySlug(kv: Deno.Kv, slug: string): Promise<CategoryResult | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const index = await retryLocked(() => kv.get<string>(categorySlugKey(slug)));
    if (!index.value) return null;
    const found = await getCategory(kv, index.value);
    if (found && found.category.slug === slug) return found;
  }
  return null;
}

/**
 * Updates the fields present in `patch`. With `expectedVersionstamp`, a
 * category changed since that read throws ConflictError(CATEGORY_CHANGED).
 * A slug change releases the old slug and records a redirect old → new in the
 * same operation (earlier redirects to the old slug are pointed at the new one).
 */
export async function updateCategory(
  kv: Deno.Kv,
  id: string,
  patch: unknown,
  expectedVersionstamp?: string | null,
): Promise<CategoryResult> {
  const fields = withoutUndefined(CategoryPatchSchema.parse(patch));
  return await writeCategories(kv, (snapshot) => {
    const current = snapshot.categories.get(id);
    if (!current) throw new NotFoundError("Category not found");
    if (expectedVersionstamp != null && current.versionstamp !== expectedVersionstamp) {
      throw new ConflictError(CATEGORY_CHANGED);
    }
    const before = current.value;
    const next: Category = { ...before, ...fields, updated_at: new Date().toISOString() };
    if (next.parent_id !== before.parent_id) validateParent(snapshot, id, next.parent_id);
    const slugChanged = next.slug !== before.slug;
    if (slugChanged) {
      const owner = findBySlug(snapshot, next.slug);
      if (owner && owner.id !== id) throw new ConflictError(CATEGORY_SLUG_TAKEN, "slug");
    }
    return {
      build: (op) => {
        op.check({ key: categoryKey(id), versionstamp: current.versionstamp });
        op.set(categoryKey(id), next);
        if (!slugChanged) return;
        op.check({ key: categorySlugKey(next.slug), versionstamp: null });
        op.delete(categorySlugKey(before.slug)).set(categorySlugKey(next.slug), id);
        const dropped = snapshot.redirects.filter((r) => r.old_slug === next.slug || r.old_slug === before.slug);
        dropped.forEach((redirect) => deleteRedirect(op, redirect));
        for (const redirect of snapshot.redirects) {
          if (redirect.new_slug === before.slug && !dropped.includes(redirect)) {
            op.set(categoryRedirectKey(redirect.id), { ...redirect, new_slug: next.slug });
          }
        }
        const redirect: CategoryRedirect = {
          id: newId(),
          category_id: id,
          old_slug: before.slug,
          new_slug: next.slug,
          created_at: next.updated_at,
        };
        op.set(categoryRedirectKey(redirect.id), redirect).set(
          categoryRedirectSlugKey(redirect.old_slug),
          redirect.id,
        );
        const { categoryBase, menu } = snapshot;
        relinkMenu(op, menu, { oldSlug: before.slug, newSlug: next.slug, categoryBase, now: next.updated_at });
      },
      result: (versionstamp) => ({ category: next, versionstamp }),
    };
  });
}

/**
 * Deletes a category: its record, slug and redirects go, its subcategories
 * become top level and menu entries linking it are removed (one atomic
 * write, which also marks the deletion as unfinished), then it is unlinked
 * from every post (index entries included) and its counters and the mark are
 * removed (`category_deletions.ts`). Throws NotFoundError when missing.
 */
export async function deleteCategory(kv: Deno.Kv, id: string): Promise<void> {
  await writeCategories(kv, (snapshot) => {
    const current = snapshot.categories.get(id)?.value;
    if (!current) throw new NotFoundError("Category not found");
    const now = new Date().toISOString();
    return {
      build: (op) => {
        op.delete(categoryKey(id)).delete(categorySlugKey(current.slug));
        for (const { value } of snapshot.categories.values()) {
          if (value.parent_id === id) {
            op.set(categoryKey(value.id), { ...value, parent_id: null, updated_at: now });
          }
        }
        for (const redirect of snapshot.redirects) {
          if (redirect.category_id === id) deleteRedirect(op, redirect);
        }
        unlinkMenu(op, snapshot.menu, { slug: current.slug, categoryBase: snapshot.categoryBase, now });
        op.set(categoryDeletionKey(id), { deleted_at: now });
      },
      result: () => undefined,
    };
  });
  await finishCategoryDeletion(kv, id);
}

/** Categories sorted by position (then name); active only unless `includeInactive`; `post_count` on request (see the option). */
export async function listCategories(
  kv: Deno.Kv,
  options: ListCategoriesOptions = {},
): Promise<CategoryWithCount[]> {
  const entries = await listAll<Category>(kv, { prefix: CATEGORIES_PREFIX });
  const categories: CategoryWithCount[] = entries
    .map((entry) => entry.value)
    .filter((category) => options.includeInactive || category.is_active === 1)
    .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name, "es"));
  if (options.withPostCount) {
    const counts = await getManyBatched<Deno.KvU64>(
      kv,
      categories.map((category) => categoryPostCountKey(category.id, "published")),
    );
    const parents = await parentPostCounts(kv, categories);
    categories.forEach((category, i) => {
      category.post_count = parents.get(category.id) ?? (counts[i].value ? Number(counts[i].value!.value) : 0);
    });
  }
  return categories;
}

/** Published and draft post counts of a category, from its counters. */
export async function countCategoryPosts(
  kv: Deno.Kv,
  categoryId: string,
): Promise<{ published: number; draft: number }> {
  const [published, draft] = await getManyBatched<Deno.KvU64>(kv, [
    categoryPostCountKey(categoryId, "published"),
    categoryPostCountKey(categoryId, "draft"),
  ]);
  return {
    published: published.value ? Number(published.value.value) : 0,
    draft: draft.value ? Number(draft.value.value) : 0,
  };
}

/** Sets the positions of the listed categories in one atomic operation; returns all categories in the new order. */
export async function reorderCategories(kv: Deno.Kv, items: unknown): Promise<CategoryWithCount[]> {
  const order = CategoryReorderSchema.parse(items);
  await writeCategories(kv, (snapshot) => {
    for (const item of order) {
      if (!snapshot.categories.has(item.id)) throw new NotFoundError("Category not found");
    }
    return {
      build: (op) => {
        for (const item of order) {
          const current = snapshot.categories.get(item.id)!;
          op.set(categoryKey(item.id), { ...current.value, position: item.position });
        }
      },
      result: () => undefined,
    };
  });
  return listCategories(kv, { includeInactive: true });
}

/** Redirects recorded for a category's former slugs, newest first. */
export async function listCategoryRedirects(kv: Deno.Kv, categoryId: string): Promise<CategoryRedirect[]> {
  const entries = await listAll<CategoryRedirect>(kv, { prefix: CATEGORY_REDIRECTS_PREFIX });
  return entries
    .map((entry) => entry.value)
    .filter((redirect) => redirect.category_id === categoryId)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
}

/** Deletes a category redirect. Throws NotFoundError when missing. */
export async function deleteCategoryRedirect(kv: Deno.Kv, id: string): Promise<void> {
  await writeCategories(kv, (snapshot) => {
    const redirect = snapshot.redirects.find((r) => r.id === id);
    if (!redirect) throw new NotFoundError("Redirect not found");
    return { build: (op) => deleteRedirect(op, redirect), result: () => undefined };
  });
}

/** The redirect recorded for a former category slug, or null. */
/** The current slug of every former category slug (a slug change keeps one redirect per old slug). */
export async function listFormerCategorySlugs(kv: Deno.Kv): Promise<Map<string, string>> {
  const records = await listAll<CategoryRedirect>(kv, { prefix: CATEGORY_REDIRECTS_PREFIX });
  return new Map(records.map(({ value }) => [value.old_slug, value.new_slug]));
}

export async function resolveCategoryRedirect(
  kv: Deno.Kv,
  oldSlug: string,
): Promise<CategoryRedirect | null> {
  const index = await retryLocked(() => kv.get<string>(categoryRedirectSlugKey(oldSlug)));
  if (!index.value) return null;
  const entry = await retryLocked(() => kv.get<CategoryRedirect>(categoryRedirectKey(index.value!)));
  return entry.value && entry.value.old_slug === oldSlug ? entry.value : null;
}
