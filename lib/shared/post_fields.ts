/**
 * The fields a post's author sets, written once: their names, in the order an
 * export file lists them, and the value each has on a new post. The editor's
 * form (`lib/client/post_form.ts`), the post schemas (`lib/schemas/post.ts`)
 * and the CLI's export format (`cli/export/format.ts`) are derived from here.
 * Imports nothing, so the browser, the server and the CLI can all load it.
 */

/**
 * Fields of a post that only readers' votes set (the record keeps them at 0; the public rating is the readers'
 * aggregate): every payload that names one is refused, and exports leave them out.
 */
export const READER_FIELDS = ["rating_value", "rating_count"] as const;

/**
 * Each field's value on a new post (empty text and lists, an unpublished draft article, no rating), in export-file
 * order.
 */
export const EMPTY_POST_FIELDS = {
  title: "",
  slug: "",
  status: "draft",
  published_at: null,
  content_type: "article",
  excerpt: "",
  featured_image: "",
  meta_title: "",
  meta_description: "",
  focus_keyword: "",
  secondary_focus_keyword: "",
  seo_score: 0,
  prep_time: "",
  cook_time: "",
  total_time: "",
  recipe_yield: "",
  recipe_category: "",
  recipe_cuisine: "",
  ingredients: [] as never[],
  instructions: [] as never[],
  nutrition_calories: "",
  nutrition_protein: "",
  nutrition_fat: "",
  nutrition_carbs: "",
  nutrition_saturated_fat: "",
  nutrition_trans_fat: "",
  nutrition_cholesterol: "",
  nutrition_sodium: "",
  nutrition_fiber: "",
  nutrition_sugar: "",
  nutrition_serving_size: "",
  video_url: "",
  video_duration: "",
  schema_markup: "",
  rating_value: 0,
  rating_count: 0,
  content: "",
  tags: [] as never[],
  category_ids: [] as never[],
  headings: [] as never[],
  scheduled_at: null,
} as const;

/** An editable post field. */
export type PostField = keyof typeof EMPTY_POST_FIELDS;

/** Every post field a payload names, in export-file order (the {@link READER_FIELDS} are refused). */
export const POST_FIELDS = Object.keys(EMPTY_POST_FIELDS) as PostField[];

/** The empty values of a post's fields. */
export type EmptyPostFields = typeof EMPTY_POST_FIELDS;

/** `POST_FIELDS` in their order, less `leftOut`. */
export function postFieldsWithout<E extends PostField>(leftOut: readonly E[]): Exclude<PostField, E>[] {
  const skip = new Set<PostField>(leftOut);
  return POST_FIELDS.filter((field): field is Exclude<PostField, E> => !skip.has(field));
}

/** The empty values of `fields`, in that order; each list is a new array. */
export function emptyPostFields<K extends PostField>(fields: readonly K[]): Pick<EmptyPostFields, K> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const empty = EMPTY_POST_FIELDS[field];
    values[field] = Array.isArray(empty) ? [] : empty;
  }
  return values as Pick<EmptyPostFields, K>;
}
