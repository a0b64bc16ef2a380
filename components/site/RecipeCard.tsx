/**
 * The recipe card after the post body: the {@link RecipeCardIsland} fed from the post's recipe fields, then the
 * server-rendered links to more recipes with each main ingredient.
 */
import RecipeCardIsland from "@/islands/RecipeCard.tsx";
import { IngredientLinks } from "./IngredientLinks.tsx";
import type { Post } from "@/lib/schemas/post.ts";
import { yieldServings } from "@/lib/recipe/scale.ts";
import { recipeStepId } from "@/lib/seo/recipe.ts";
import { shareLinks } from "@/lib/site/share_links.ts";
import { nutritionFacts } from "@/lib/recipe/nutrition.ts";

/**
 * Renders the card, or nothing when the recipe has neither ingredients nor instructions; `linked` are the main
 * ingredients linked to more recipes, `pinImage` the image the Pinterest link pins.
 */
export function RecipeCard(
  { post, url, path, linked, pinImage }: {
    post: Post;
    url: string;
    path: string;
    linked: string[];
    pinImage: string | null;
  },
) {
  const steps = post.instructions.filter((step) => step.text.trim())
    .map((step, i) => ({ id: recipeStepId(i), name: step.name.trim(), text: step.text }));
  if (post.ingredients.length === 0 && steps.length === 0) return null;
  return (
    <>
      <RecipeCardIsland
        postId={post.id}
        title={post.title}
        url={url}
        path={path}
        image={post.featured_image}
        shares={shareLinks({ title: post.title, url, image: pinImage ?? undefined })}
        servings={yieldServings(post.recipe_yield)}
        ingredients={post.ingredients}
        steps={steps}
        nutrition={nutritionFacts(post).map(({ label, display, sub }) => ({ label, display, sub }))}
      />
      <IngredientLinks words={linked} />
    </>
  );
}
