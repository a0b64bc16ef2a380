/** The post file's field order is part of the export format: derived from the shared list, it must not move. */
import assert from "node:assert/strict";
import { POST_FIELDS } from "../../cli/export/format.ts";
import { POST_FIELDS as SHARED_FIELDS } from "../../lib/shared/post_fields.ts";

Deno.test("a post file lists its fields in the format's order", () => {
  assert.deepEqual(POST_FIELDS, [
    "title",
    "slug",
    "status",
    "published_at",
    "content_type",
    "excerpt",
    "featured_image",
    "meta_title",
    "meta_description",
    "focus_keyword",
    "secondary_focus_keyword",
    "seo_score",
    "prep_time",
    "cook_time",
    "total_time",
    "recipe_yield",
    "recipe_category",
    "recipe_cuisine",
    "ingredients",
    "instructions",
    "nutrition_calories",
    "nutrition_protein",
    "nutrition_fat",
    "nutrition_carbs",
    "nutrition_saturated_fat",
    "nutrition_trans_fat",
    "nutrition_cholesterol",
    "nutrition_sodium",
    "nutrition_fiber",
    "nutrition_sugar",
    "nutrition_serving_size",
    "video_url",
    "video_duration",
    "schema_markup",
    "content",
    "tags",
    "scheduled_at",
  ]);
});

Deno.test("every shared field is exported but ratings (readers' only), category ids (as categories) and headings", () => {
  const left = SHARED_FIELDS.filter((field) => !(POST_FIELDS as readonly string[]).includes(field));
  assert.deepEqual(left, ["rating_value", "rating_count", "category_ids", "headings"]);
});
