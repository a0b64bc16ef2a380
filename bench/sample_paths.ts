/** Representative public pages of a store, for size checks and benchmarks. */
import { listCategories } from "@/lib/db/categories.ts";
import { listLatestPublished } from "@/lib/snapshot/post_listing.ts";
import { getSettings } from "@/lib/db/settings.ts";
import { categoryPath, postPath } from "@/lib/shared/paths.ts";

/** Paths of the home page, the latest published recipe and the first category with posts. */
export interface SamplePaths {
  home: string;
  recipe: string;
  category: string;
}

/** Picks {@link SamplePaths} from the store; throws when it holds no recipe or no category with posts. */
export async function samplePublicPaths(kv: Deno.Kv): Promise<SamplePaths> {
  const [{ settings }, latest, categories] = await Promise.all([
    getSettings(kv),
    listLatestPublished(kv, 100),
    listCategories(kv, { withPostCount: true }),
  ]);
  const recipe = latest.find((post) => post.content_type === "recipe");
  const category = categories.find((item) => (item.post_count ?? 0) > 0);
  if (!recipe || !category) throw new Error("The store needs a published recipe and a category with posts");
  return {
    home: "/",
    recipe: postPath(recipe.slug, settings.post_base),
    category: categoryPath(category.slug, settings.category_base),
  };
}
