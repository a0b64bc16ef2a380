/**
 * Category ids for import items: found by slug among the site's categories (read once), created when missing
 * (parents first). Creation is serialised so concurrent items never create one slug twice. The site nests categories
 * one level deep: a category whose parent is itself a sub-category (WordPress allows any depth) is filed under the
 * top-level ancestor, and the run reports it (its old address, with the whole chain, redirects to the new one).
 * Descriptions are kept.
 */
import type { Api } from "../lib/api.ts";
import { ApiError } from "../lib/errors.ts";
import { listCategories } from "../lib/posts_api.ts";
import type { ImportCategory } from "./types.ts";

/** A category an import created; `flattenedUnder` names the top-level category it was filed under instead of its parent. */
export interface CreatedCategory {
  slug: string;
  flattenedUnder?: string;
  /** Its parent in the source, when it was flattened. */
  parent?: string;
}

/** Resolves category slugs to ids, creating categories unless `dryRun`. */
export class CategoryResolver {
  #ids: Promise<Map<string, string>> | null = null;
  #queue: Promise<unknown> = Promise.resolve();
  /** Parent id of every known category id (null for top-level ones). */
  #parentOf = new Map<string, string | null>();
  /** Categories created during this run (or, in a dry run, that it would create), in order. */
  readonly created: CreatedCategory[] = [];

  constructor(readonly api: Api, readonly dryRun: boolean) {}

  /** Ids of `categories` (in order, without duplicates); missing ones are created (or only counted in a dry run). */
  idsFor(categories: ImportCategory[]): Promise<string[]> {
    const work = this.#queue.then(() => this.#resolve(categories));
    this.#queue = work.catch(() => {});
    return work;
  }

  /** True when the site holds the category `slug` (or, in a dry run, this run would have created it). */
  has(slug: string): Promise<boolean> {
    const work = this.#queue.then(async () => (await this.#known()).has(slug));
    this.#queue = work.catch(() => {});
    return work;
  }

  #known(): Promise<Map<string, string>> {
    return this.#ids ??= listCategories(this.api).then((list) => {
      for (const category of list) this.#parentOf.set(category.id, category.parent_id ?? null);
      return new Map(list.map((c) => [c.slug, c.id]));
    });
  }

  async #resolve(categories: ImportCategory[]): Promise<string[]> {
    const ids = await this.#known();
    const result: string[] = [];
    for (const category of categories) {
      let id = ids.get(category.slug);
      if (!id) {
        const named = category.parent ? ids.get(category.parent) ?? null : null;
        if (category.parent && !named) throw new Error(`Parent category "${category.parent}" not found`);
        const parentId = named ? this.#parentOf.get(named) ?? named : null;
        id = this.dryRun ? `new:${category.slug}` : await this.#create(category, parentId);
        this.#parentOf.set(id, parentId);
        ids.set(category.slug, id);
        const under = parentId && parentId !== named
          ? [...ids].find(([, known]) => known === parentId)?.[0]
          : undefined;
        this.created.push({
          slug: category.slug,
          ...(under ? { flattenedUnder: under, parent: category.parent } : {}),
        });
      }
      if (!result.includes(id)) result.push(id);
    }
    return result;
  }

  async #create(category: ImportCategory, parentId: string | null): Promise<string> {
    try {
      const created = await this.api.post<{ category: { id: string } }>("/api/admin/categories", {
        name: category.name,
        slug: category.slug,
        parent_id: parentId,
        ...(category.description ? { description: category.description } : {}),
      });
      return created.category.id;
    } catch (error) {
      if (error instanceof ApiError) throw new Error(`Category "${category.slug}": ${error.message}`);
      throw error;
    }
  }
}
