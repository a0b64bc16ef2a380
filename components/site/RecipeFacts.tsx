/** The recipe panels under the post header: times and servings, then nutrition per serving. */
import type { Post } from "@/lib/schemas/post.ts";
import { recipeTotalTime } from "@/lib/seo/recipe.ts";
import { formatIsoDuration } from "@/lib/recipe/duration.ts";
import { headlineFacts } from "@/lib/recipe/nutrition.ts";

/** Renders the "Preparación / Cocción / Total / Porciones" and "Calorías / Proteínas / Grasas / Carbohidratos" panels (each only when it has values). */
export function RecipeFacts({ post }: { post: Post }) {
  const times: [string, string, string | null][] = [
    ["Preparación", formatIsoDuration(post.prep_time), post.prep_time || null],
    ["Cocción", formatIsoDuration(post.cook_time), post.cook_time || null],
    ["Total", formatIsoDuration(recipeTotalTime(post)), recipeTotalTime(post) || null],
    ["Porciones", post.recipe_yield.trim(), null],
  ];
  const shownTimes = times.filter(([, value]) => value);
  const nutrition = headlineFacts(post);
  if (shownTimes.length === 0 && nutrition.length === 0) return null;
  return (
    <div class="recipe-facts">
      {shownTimes.length > 0 && (
        <section class="facts-panel facts-panel--times" aria-label="Tiempos y porciones">
          <dl>
            {shownTimes.map(([label, value, iso]) => (
              <div class="fact" key={label}>
                <dt>{label}</dt>
                <dd>{iso ? <time dateTime={iso}>{value}</time> : value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {nutrition.length > 0 && (
        <section class="facts-panel facts-panel--nutrition" aria-label="Información nutricional por porción">
          <dl>
            {nutrition.map((fact) => (
              <div class="fact" key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.display}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
