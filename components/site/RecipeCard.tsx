/** The recipe card after the post body: ingredients as a list and the instructions as numbered steps. */
import type { Post } from "@/lib/schemas/post.ts";
import { recipeStepId } from "@/lib/seo/recipe.ts";

/** Renders the card, or nothing when the recipe has neither ingredients nor instructions. */
export function RecipeCard({ post }: { post: Post }) {
  const steps = post.instructions.filter((step) => step.text.trim());
  if (post.ingredients.length === 0 && steps.length === 0) return null;
  return (
    <section id="receta" class="recipe-card" aria-labelledby="receta-titulo">
      <h2 id="receta-titulo" class="recipe-card__title">Receta: {post.title}</h2>
      {post.ingredients.length > 0 && (
        <div class="recipe-card__block">
          <h3 id="receta-ingredientes">Ingredientes</h3>
          <ul class="recipe-card__ingredients">
            {post.ingredients.map((ingredient, i) => <li key={i}>{ingredient}</li>)}
          </ul>
        </div>
      )}
      {steps.length > 0 && (
        <div class="recipe-card__block">
          <h3 id="receta-instrucciones">Instrucciones</h3>
          <ol class="recipe-card__steps">
            {steps.map((step, i) => (
              <li id={recipeStepId(i)} key={i}>
                {step.name.trim() && <strong class="recipe-card__step-name">{step.name}</strong>}
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
