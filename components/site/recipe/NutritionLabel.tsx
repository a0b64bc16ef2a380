/**
 * The nutrition label at the end of the recipe card: every value the recipe has, per serving. Scaling the recipe
 * changes how many servings it makes, not what one serving holds, so the values stay and the note under the
 * heading follows the servings chosen.
 */
import { pluralize } from "@/lib/text/plural.ts";

/** One row of the label. */
export interface LabelFact {
  label: string;
  display: string;
  /** A part of the row before it (indented). */
  sub: boolean;
}

/** Props of {@link NutritionLabel}. */
export interface NutritionLabelProps {
  facts: LabelFact[];
  /** Servings the recipe makes at the chosen quantities, or null when its yield names none. */
  servings: number | null;
}

/** Renders the label, or nothing without values. */
export function NutritionLabel({ facts, servings }: NutritionLabelProps) {
  if (facts.length === 0) return null;
  const made = servings === null ? null : Math.round(servings * 100) / 100;
  return (
    <section class="nutrition-label" aria-labelledby="receta-nutricion">
      <h3 id="receta-nutricion">Información nutricional</h3>
      <p class="nutrition-label__note">
        Valores por ración{made !== null && (
          <span>{` · la receta rinde ${pluralize(made, "ración", "raciones").replace(".", ",")}`}</span>
        )}
      </p>
      <dl>
        {facts.map((fact) => (
          <div class={fact.sub ? "nutrition-label__row nutrition-label__row--sub" : "nutrition-label__row"}>
            <dt>{fact.label}</dt>
            <dd>{fact.display}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
