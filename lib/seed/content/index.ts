/** All demo content in one place: what `seedDemoContent` loads into an empty store. */
import type { DemoArticle, DemoRecipe } from "../types.ts";
import { demoArticles } from "./articles.ts";
import { recipesA } from "./recipes_a.ts";
import { recipesB } from "./recipes_b.ts";

export { demoCategories } from "./categories.ts";
export { demoMenu } from "./menu.ts";
export { demoArticles };

/** Every demo recipe. */
export const demoRecipes: DemoRecipe[] = [...recipesA, ...recipesB];

/** Every demo post, recipes first. */
export const demoPosts: (DemoRecipe | DemoArticle)[] = [...demoRecipes, ...demoArticles];
