/**
 * The post editor's form: the fields it edits, how a loaded post fills them,
 * the payload a save sends, and how a failed save is told to the editor
 * (messages from the specification's error catalogue).
 */
import type { Post } from "../schemas/post.ts";
import { emptyPostFields, type PostField, postFieldsWithout } from "../shared/post_fields.ts";
import { ApiError, failureMessage } from "./api.ts";

/**
 * Post fields the editor has no input for: the publication date and headings are set
 * by the server, the SEO score is computed on save, schema markup comes from imports and
 * the API, ratings from readers' votes only.
 */
const NOT_IN_FORM = ["published_at", "seo_score", "schema_markup", "rating_value", "rating_count", "headings"] as const;

/** A field the editor edits. */
export type PostFormField = Exclude<PostField, typeof NOT_IN_FORM[number]>;

/** The fields the editor edits, in `POST_FIELDS` order. */
export const FORM_FIELDS: readonly PostFormField[] = postFieldsWithout(NOT_IN_FORM);

/** The fields the editor edits, typed as the post has them (`video_duration` is "" when unknown). */
export type PostForm = { [K in PostFormField]-?: Exclude<Post[K], undefined> };

/** Sets one field of the form. */
export type SetPostField = <K extends keyof PostForm>(key: K, value: PostForm[K]) => void;

/** A post as `GET /api/posts/{id}` answers it. */
export interface LoadedPost {
  post: Post;
  versionstamp: string;
}

/** Inline message under the slug when another post has it. */
export const SLUG_TAKEN_INLINE = "This URL already exists in another post. Please use a different slug.";
/** Toast when another post has the slug. */
export const SLUG_TAKEN_TOAST = "URL already exists in another post";
/** Toast, and inline message under the title, when another post has the title (the server answers the same text). */
export const TITLE_TAKEN_TOAST = "Title already exists in another post";
/** Toast of any other failed save without a server message. */
export const SAVE_FAILED = "Failed to save";
/** Alert when title or slug is missing (the server answers the same text: `lib/schemas/post.ts`). */
export const TITLE_SLUG_REQUIRED = "Please fill in title and slug";
/** Alert when an existing post cannot be loaded. */
export const LOAD_FAILED = "Failed to load post";
/** Banner shown when another tab or person saved the post after this editor loaded it. */
export const CONFLICT_MESSAGE =
  "This post was changed by someone else (another tab or another person) after you opened it. Nothing was " +
  "overwritten: your text is still here. Review your version below, then keep it (it replaces the newer one) or " +
  "load the newer version (your changes are discarded).";

/** The form of a new post. */
export const EMPTY_FORM: PostForm = emptyPostFields(FORM_FIELDS);

/** The form filled from a loaded post. */
export function formFromPost(post: Post): PostForm {
  const form = { ...EMPTY_FORM } as Record<string, unknown>;
  for (const key of FORM_FIELDS) form[key] = post[key] ?? EMPTY_FORM[key];
  return form as unknown as PostForm;
}

/**
 * What a save sends: the form with blank ingredients and empty steps left out,
 * and the SEO score computed for it.
 */
export function postPayload(form: PostForm, seoScore: number): Record<string, unknown> {
  return {
    ...form,
    ingredients: form.ingredients.map((line) => line.trim()).filter(Boolean),
    instructions: form.instructions
      .map((step) => ({ name: step.name.trim(), text: step.text.trim() }))
      .filter((step) => step.name || step.text),
    video_url: form.video_url.trim(),
    seo_score: Math.max(0, Math.min(100, Math.round(seoScore))),
  };
}

/**
 * What a save tells the editor: a toast, and for a taken slug or title the inline message under that field;
 * `conflict` for a 409 on the version.
 */
export interface SaveFailure {
  toast: string;
  slugError?: string;
  titleError?: string;
  conflict?: boolean;
}

/** Maps a failed save to its messages. */
export function saveFailure(error: unknown): SaveFailure {
  const message = error instanceof Error ? error.message : "";
  const status = error instanceof ApiError ? error.status : 0;
  if (/Duplicate slug|URL slug already exists/i.test(message)) {
    return { toast: SLUG_TAKEN_TOAST, slugError: SLUG_TAKEN_INLINE };
  }
  if (/Duplicate title|Title already exists in another post/i.test(message)) {
    return { toast: TITLE_TAKEN_TOAST, titleError: TITLE_TAKEN_TOAST };
  }
  if (status === 409) return { toast: failureMessage(error, SAVE_FAILED), conflict: true };
  const serverMessage = error instanceof ApiError ? error.serverMessage : false;
  const fieldMessage = error instanceof ApiError ? Object.values(error.fields ?? {}).flat()[0] : undefined;
  if (fieldMessage) return { toast: fieldMessage };
  return { toast: serverMessage && message ? message : SAVE_FAILED };
}
