/**
 * The recipe card after the post body: servings (×½, ×2, ×3 or a number of
 * servings) and units (as written, metric, US cups) that rewrite the
 * ingredient quantities, checkboxes that tick off ingredients and steps
 * (remembered per recipe on the device), the cook, print, share and save
 * actions, and the nutrition label per serving (its note follows the servings). The server renders it at the written quantities; the scaler's
 * code loads on the first change of servings or units.
 */
import { useEffect, useState } from "preact/hooks";
import { RecipeActions } from "@/components/site/recipe/RecipeActions.tsx";
import { type LabelFact, NutritionLabel } from "@/components/site/recipe/NutritionLabel.tsx";
import { loadProgress, type RecipeProgress, saveProgress } from "@/lib/client/recipe_storage.ts";
import type { ShareLink } from "@/lib/site/share_links.ts";
import type { scaleIngredient, UnitSystem } from "@/lib/recipe/scale.ts";

/** A step with the id of its anchor. */
export interface CardStep {
  id: string;
  name: string;
  text: string;
}

/** Props of {@link RecipeCard}. */
export interface RecipeCardProps {
  postId: string;
  title: string;
  /** Absolute URL of the post (print source line, sharing). */
  url: string;
  path: string;
  image: string;
  /** Share links of the recipe, built on the server (`shareLinks`). */
  shares: ShareLink[];
  /** Servings the yield names, or null (then only the multipliers show). */
  servings: number | null;
  ingredients: string[];
  steps: CardStep[];
  /** The nutrition label's rows, per serving. */
  nutrition: LabelFact[];
}

const FACTORS: [number, string][] = [[0.5, "×½"], [1, "×1"], [2, "×2"], [3, "×3"]];
const SYSTEMS: [UnitSystem, string][] = [["original", "Como en la receta"], ["metric", "Métrico"], [
  "us",
  "Tazas (EE. UU.)",
]];

export default function RecipeCard(props: RecipeCardProps) {
  const { postId, title, ingredients, steps } = props;
  const base = props.servings;
  const [factor, setFactorState] = useState(1);
  const [system, setSystemState] = useState<UnitSystem>("original");
  const [scale, setScale] = useState<typeof scaleIngredient | null>(null);
  const [done, setDone] = useState<RecipeProgress>({ ingredients: [], steps: [] });

  useEffect(() => setDone(loadProgress(postId)), [postId]);

  async function loadScaler() {
    if (scale) return;
    const module = await import("@/lib/recipe/scale.ts");
    setScale(() => module.scaleIngredient);
  }
  function setFactor(value: number) {
    setFactorState(value);
    loadScaler();
  }
  function setSystem(value: UnitSystem) {
    setSystemState(value);
    loadScaler();
  }

  function tick(kind: keyof RecipeProgress, index: number) {
    const list = done[kind];
    const next = { ...done, [kind]: list.includes(index) ? list.filter((i) => i !== index) : [...list, index] };
    setDone(next);
    saveProgress(postId, next);
  }

  const lines = scale ? ingredients.map((line) => scale(line, factor, system)) : ingredients;
  return (
    <section id="receta" class="recipe-card" aria-labelledby="receta-titulo">
      <h2 id="receta-titulo" class="recipe-card__title">Receta: {title}</h2>
      <RecipeActions {...props} />
      {ingredients.length > 0 && (
        <div class="recipe-card__block">
          <h3 id="receta-ingredientes">Ingredientes</h3>
          <div class="recipe-card__controls" onPointerEnter={loadScaler} onFocusIn={loadScaler}>
            <div class="recipe-card__factors" role="group" aria-label="Cantidades">
              {FACTORS.map(([value, label]) => (
                <button
                  key={label}
                  type="button"
                  class="chip"
                  aria-pressed={factor === value ? "true" : "false"}
                  onClick={() => setFactor(value)}
                >
                  {label}
                </button>
              ))}
            </div>
            {base && (
              <label class="recipe-card__servings">
                Porciones
                <input
                  type="number"
                  min="1"
                  max="100"
                  value={String(Math.round(base * factor * 100) / 100)}
                  onInput={(event) => {
                    const n = Number((event.target as HTMLInputElement).value);
                    if (n > 0 && n <= 100) setFactor(n / base);
                  }}
                />
              </label>
            )}
            <label class="recipe-card__units">
              Unidades
              <select
                value={system}
                onChange={(event) => setSystem((event.target as HTMLSelectElement).value as UnitSystem)}
              >
                {SYSTEMS.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
              </select>
            </label>
          </div>
          <ul class="recipe-card__ingredients">
            {lines.map((line, i) => (
              <li key={i}>
                <label class="check">
                  <input
                    type="checkbox"
                    checked={done.ingredients.includes(i)}
                    onChange={() => tick("ingredients", i)}
                  />
                  <span>{line}</span>
                </label>
              </li>
            ))}
          </ul>
        </div>
      )}
      {steps.length > 0 && (
        <div class="recipe-card__block">
          <h3 id="receta-instrucciones">Instrucciones</h3>
          <ol class="recipe-card__steps">
            {steps.map((step, i) => (
              <li id={step.id} key={step.id}>
                <label class="check">
                  <input type="checkbox" checked={done.steps.includes(i)} onChange={() => tick("steps", i)} />
                  <span>
                    {step.name && <strong class="recipe-card__step-name">{step.name}</strong>}
                    <span class="recipe-card__step-text">{step.text}</span>
                  </span>
                </label>
              </li>
            ))}
          </ol>
        </div>
      )}
      <NutritionLabel facts={props.nutrition} servings={base === null ? null : base * factor} />
      <p class="recipe-card__source">Receta de {props.url}</p>
    </section>
  );
}
