/**
 * The recipe block of the post editor (content type recipe): times as hours
 * and minutes (the total follows preparation plus cooking until set by hand),
 * yield, recipe category, cuisine, ingredients, steps, nutrition and the
 * video URL and duration: everything the public recipe card and the Recipe JSON-LD use.
 */
import { FormField } from "../FormField.tsx";
import type { PostForm, SetPostField } from "../../../lib/client/post_form.ts";
import { fieldBinder } from "../../../lib/client/bind_field.ts";
import {
  CUISINE_GROUPS,
  describeDuration,
  isValidVideoUrl,
  RECIPE_CATEGORIES,
  suggestedTotal,
  VIDEO_URL_INVALID,
} from "../../../lib/client/recipe_fields.ts";
import { NUTRITION_FIELDS } from "../../../lib/shared/nutrition_fields.ts";
import { DurationInput } from "./DurationInput.tsx";
import { IngredientList } from "./IngredientList.tsx";
import { InstructionList } from "./InstructionList.tsx";

/** Props of {@link RecipeBlock}. */
export interface RecipeBlockProps {
  form: PostForm;
  setField: SetPostField;
}

/** See the module doc. */
export function RecipeBlock({ form, setField }: RecipeBlockProps) {
  const bind = fieldBinder(form, setField);
  const suggestion = suggestedTotal(form.prep_time, form.cook_time);
  /** Preparation or cooking changed: the total follows while it is empty or still the old suggestion. */
  const setTime = (key: "prep_time" | "cook_time", iso: string) => {
    const followed = form.total_time === "" || form.total_time === suggestion;
    setField(key, iso);
    if (followed) {
      const prep = key === "prep_time" ? iso : form.prep_time;
      const cook = key === "cook_time" ? iso : form.cook_time;
      setField("total_time", suggestedTotal(prep, cook));
    }
  };
  const videoError = isValidVideoUrl(form.video_url) ? undefined : VIDEO_URL_INVALID;
  const known = (RECIPE_CATEGORIES as readonly string[]).includes(form.recipe_category);
  const categories = [...RECIPE_CATEGORIES, ...(form.recipe_category && !known ? [form.recipe_category] : [])];
  const knownCuisine = CUISINE_GROUPS.some((group) => group.cuisines.includes(form.recipe_cuisine));
  return (
    <section class="panel recipe-block" aria-labelledby="recipe-block-title">
      <h2 id="recipe-block-title">Recipe</h2>
      <div class="recipe-times">
        <DurationInput
          id="recipe-prep"
          label="Prep time"
          value={form.prep_time}
          onValue={(v) => setTime("prep_time", v)}
        />
        <DurationInput
          id="recipe-cook"
          label="Cook time"
          value={form.cook_time}
          onValue={(v) => setTime("cook_time", v)}
        />
        <DurationInput
          id="recipe-total"
          label="Total time"
          value={form.total_time}
          onValue={(v) => setField("total_time", v)}
          hint={suggestion ? `Prep + cook: ${describeDuration(suggestion)}` : undefined}
        />
      </div>
      {suggestion && form.total_time !== suggestion && (
        <button
          type="button"
          class="btn btn-light btn-small"
          onClick={() => setField("total_time", suggestion)}
        >
          Use prep + cook ({describeDuration(suggestion)})
        </button>
      )}
      <div class="recipe-grid">
        <FormField id="recipe-yield" label="Yield" {...bind("recipe_yield")} placeholder="e.g. 4 porciones" />
        <FormField
          id="recipe-category"
          label="Recipe category"
          {...bind("recipe_category")}
          options={[
            { value: "", label: "Select a category" },
            ...categories.map((name) => ({ value: name, label: name })),
          ]}
        />
        <div class="field">
          <label for="recipe-cuisine">Cuisine</label>
          <select
            id="recipe-cuisine"
            value={form.recipe_cuisine}
            onChange={(e) => setField("recipe_cuisine", (e.target as HTMLSelectElement).value)}
          >
            <option value="">Select a cuisine</option>
            {CUISINE_GROUPS.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.cuisines.map((name) => <option key={name} value={name}>{name}</option>)}
              </optgroup>
            ))}
            {form.recipe_cuisine && !knownCuisine && <option value={form.recipe_cuisine}>{form.recipe_cuisine}</option>}
          </select>
        </div>
      </div>
      <IngredientList items={form.ingredients} onItems={(items) => setField("ingredients", items)} />
      <InstructionList steps={form.instructions} onSteps={(steps) => setField("instructions", steps)} />
      <fieldset class="recipe-nutrition">
        <legend>Nutrition per serving (all optional)</legend>
        <div class="recipe-grid">
          {NUTRITION_FIELDS.map(({ field, adminLabel, placeholder }) => (
            <FormField
              key={field}
              id={`recipe-${field.replaceAll("_", "-")}`}
              label={adminLabel}
              {...bind(field)}
              placeholder={placeholder}
            />
          ))}
        </div>
      </fieldset>
      <FormField
        id="recipe-video-url"
        label="Video URL"
        type="url"
        {...bind("video_url")}
        placeholder="https://www.youtube.com/watch?v=…"
        hint="YouTube, Vimeo or Dailymotion link, or an .mp4, .webm or .ogg file"
        error={videoError}
      />
      <DurationInput
        id="recipe-video-duration"
        label="Video duration"
        value={form.video_duration}
        seconds
        hint="Length of the video, for search engines"
        onValue={(v) => setField("video_duration", v)}
      />
    </section>
  );
}
