/** All demo content in one place: what `seedDemoContent` loads into an empty store. */
import type { DemoArticle, DemoRecipe } from "../types.ts";
import { demoArticles } from "./articles.ts";
import { recipes1 } from "./recipes_1.ts";
import { recipes2 } from "./recipes_2.ts";
import { recipes3 } from "./recipes_3.ts";
import { recipes4 } from "./recipes_4.ts";
import { recipes5 } from "./recipes_5.ts";
import { recipes6 } from "./recipes_6.ts";
import { recipes7 } from "./recipes_7.ts";

export { demoCategories } from "./categories.ts";
export { demoMenu } from "./menu.ts";
export { demoArticles };

/** Every demo recipe. */
export const demoRecipes: DemoRecipe[] = [
  ...recipes1,
  ...recipes2,
  ...recipes3,
  ...recipes4,
  ...recipes5,
  ...recipes6,
  ...recipes7,
];

/** Every demo post, recipes first. */
export const demoPosts: (DemoRecipe | DemoArticle)[] = [...demoRecipes, ...demoArticles];
