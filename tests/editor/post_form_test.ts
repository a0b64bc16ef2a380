import assert from "node:assert/strict";
import { ApiError } from "@/lib/client/api.ts";
import {
  EMPTY_FORM,
  FORM_FIELDS,
  formFromPost,
  postPayload,
  saveFailure,
  SLUG_TAKEN_INLINE,
  SLUG_TAKEN_TOAST,
  TITLE_SLUG_REQUIRED,
} from "@/lib/client/post_form.ts";
import { slugWhileTyping } from "@/lib/client/slug_input.ts";
import { TITLE_SLUG_REQUIRED as SERVER_TITLE_SLUG_REQUIRED } from "@/lib/schemas/post.ts";
import { POST_CHANGED, POST_TITLE_TAKEN } from "@/lib/db/posts.ts";
import { EMPTY_POST_FIELDS, POST_FIELDS } from "@/lib/shared/post_fields.ts";

Deno.test("a taken slug gives the inline message and the toast", () => {
  assert.deepEqual(saveFailure(new ApiError("URL slug already exists", 409)), {
    toast: SLUG_TAKEN_TOAST,
    slugError: SLUG_TAKEN_INLINE,
  });
  assert.equal(saveFailure(new ApiError("Duplicate title", 409)).toast, "Title already exists in another post");
});

Deno.test("a taken title gives the spec's toast and the same message under the title, not a version conflict", () => {
  assert.deepEqual(saveFailure(new ApiError(POST_TITLE_TAKEN, 409)), {
    toast: "Title already exists in another post",
    titleError: "Title already exists in another post",
  });
});

Deno.test("a version conflict is marked and shows the server's message", () => {
  assert.deepEqual(saveFailure(new ApiError(POST_CHANGED, 409)), { toast: POST_CHANGED, conflict: true });
});

Deno.test("other failures show the server message, or 'Failed to save'", () => {
  assert.equal(
    saveFailure(new ApiError("Title must be at most 300 characters", 400)).toast,
    "Title must be at most 300 characters",
  );
  assert.equal(saveFailure(new ApiError("Request failed (502)", 502, undefined, false)).toast, "Failed to save");
  assert.equal(saveFailure(new TypeError("Failed to fetch")).toast, "Failed to save");
});

Deno.test("a refused field names what is wrong instead of 'Invalid input'", () => {
  const error = new ApiError("Invalid input", 400, { video_url: ["Video URL must be a video"] });
  assert.equal(saveFailure(error).toast, "Video URL must be a video");
});

Deno.test("the editor's missing title/slug text is the server's", () => {
  assert.equal(TITLE_SLUG_REQUIRED, SERVER_TITLE_SLUG_REQUIRED);
});

Deno.test("a slug typed by hand is normalised, keeping a trailing hyphen while typing", () => {
  assert.equal(slugWhileTyping("Plátano Maduro"), "platano-maduro");
  assert.equal(slugWhileTyping("Plátano "), "platano-");
  assert.equal(slugWhileTyping("--Ñame!!"), "name-");
  assert.equal(slugWhileTyping("  "), "");
});

Deno.test("a save leaves out blank ingredients and empty steps and sends the score", () => {
  const payload = postPayload({
    ...EMPTY_FORM,
    ingredients: [" 1 pollo ", "", "  "],
    instructions: [{ name: "", text: " " }, { name: "Sofrito", text: " Sofríe. " }],
    video_url: " https://vimeo.com/1 ",
  }, 72.6);
  assert.deepEqual(payload.ingredients, ["1 pollo"]);
  assert.deepEqual(payload.instructions, [{ name: "Sofrito", text: "Sofríe." }]);
  assert.equal(payload.video_url, "https://vimeo.com/1");
  assert.equal(payload.seo_score, 73);
});

Deno.test("a loaded post fills every form field, missing ones with their defaults", () => {
  const form = formFromPost({ title: "Flan", ingredients: ["leche"], category_ids: ["c1"] } as never);
  assert.equal(form.title, "Flan");
  assert.deepEqual(form.ingredients, ["leche"]);
  assert.deepEqual(form.category_ids, ["c1"]);
  assert.equal(form.secondary_focus_keyword, "");
  assert.deepEqual(Object.keys(form).sort(), Object.keys(EMPTY_FORM).sort());
});

Deno.test("the form edits every shared field but those the server or imports set", () => {
  const notInForm = POST_FIELDS.filter((field) => !(FORM_FIELDS as readonly string[]).includes(field));
  assert.deepEqual(notInForm, [
    "published_at",
    "seo_score",
    "schema_markup",
    "rating_value",
    "rating_count",
    "headings",
  ]);
  assert.deepEqual(Object.keys(EMPTY_FORM), [...FORM_FIELDS]);
  for (const field of FORM_FIELDS) assert.deepEqual(EMPTY_FORM[field], EMPTY_POST_FIELDS[field], field);
  assert.equal(EMPTY_FORM.status, "draft");
  assert.equal(EMPTY_FORM.content_type, "article");
});

Deno.test("a loaded post fills the form with its values and nothing the form does not edit", () => {
  const post = { ...EMPTY_POST_FIELDS, id: "p1", title: "Flan", video_duration: "PT1M", rating_value: 4.5 };
  const form = formFromPost(post as never);
  assert.equal(form.video_duration, "PT1M");
  assert.equal(form.title, "Flan");
  assert.deepEqual(Object.keys(form), [...FORM_FIELDS]);
});
