/**
 * The gradient choice of the category form (none, the seven presets, or two
 * custom hex colours) with a live preview of the category's card.
 */
import { GRADIENT_PRESET_COLORS, gradientBackground } from "@/lib/site/gradient.ts";
import { type CategoryFormValues, formGradient, type GradientChoice } from "@/lib/client/category_form.ts";

/** Props of {@link GradientField}. */
export interface GradientFieldProps {
  values: CategoryFormValues;
  onChange: (patch: Partial<CategoryFormValues>) => void;
}

const PRESET_LABELS: Record<string, string> = {
  "red-pink": "Red to pink",
  "blue-cyan": "Blue to cyan",
  "orange-yellow": "Orange to yellow",
  "green-emerald": "Green to emerald",
  "purple-pink": "Purple to pink",
  "indigo-blue": "Indigo to blue",
  "gray": "Gray",
};

/** See the module doc. */
export default function GradientField({ values, onChange }: GradientFieldProps) {
  const background = gradientBackground(formGradient(values));
  return (
    <fieldset class="field gradient-field">
      <legend>Gradient</legend>
      <label for="category-gradient" class="sr-only">Gradient type</label>
      <select
        id="category-gradient"
        value={values.gradientType === "preset" ? values.preset : values.gradientType}
        onChange={(event) => {
          const value = (event.target as HTMLSelectElement).value;
          if (value === "none" || value === "custom") onChange({ gradientType: value as GradientChoice });
          else onChange({ gradientType: "preset", preset: value });
        }}
      >
        <option value="none">None</option>
        {Object.keys(GRADIENT_PRESET_COLORS).map((preset) => (
          <option key={preset} value={preset}>{PRESET_LABELS[preset] ?? preset}</option>
        ))}
        <option value="custom">Custom colours</option>
      </select>
      {values.gradientType === "custom" && (
        <div class="gradient-colours">
          <label>
            From <input type="color" value={values.from} onInput={(e) => onChange({ from: colour(e) })} />
          </label>
          <label>
            To <input type="color" value={values.to} onInput={(e) => onChange({ to: colour(e) })} />
          </label>
        </div>
      )}
      <div class="category-preview" aria-label="Card preview" role="img" data-background={background}>
        <div class="category-preview-media" style={`background:${background}`}>
          {values.card_image
            ? <img src={values.card_image} alt="" />
            : <span class="category-preview-emoji" aria-hidden="true">{values.emoji || "🍽️"}</span>}
        </div>
        <div class="category-preview-body">
          <strong>{values.name || "Category name"}</strong>
          {values.description && <p>{values.description}</p>}
        </div>
      </div>
    </fieldset>
  );
}

function colour(event: Event): string {
  return (event.target as HTMLInputElement).value.toLowerCase();
}
