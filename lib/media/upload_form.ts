/** Reads the `POST /api/upload` multipart form: the file's bytes and the checked text fields. */
import type { Context } from "hono";
import { ValidationError } from "../errors.ts";
import { type UploadFields, UploadFieldsSchema } from "../schemas/media.ts";
import { NOT_AN_IMAGE } from "./inspect_image.ts";

/** The uploaded file's bytes and the form fields (`type`, or its alias `kind`, `postId`, `alt`, `title`, `generated`, `imported`). */
export async function readUploadForm(c: Context): Promise<UploadFields & { bytes: Uint8Array }> {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new ValidationError("Request body must be a multipart form with a file", { file: [NOT_AN_IMAGE] });
  }
  const single = (name: string) => {
    const value = form[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const file = single("file");
  if (!(file instanceof File) || file.size === 0) throw new ValidationError(NOT_AN_IMAGE, { file: [NOT_AN_IMAGE] });
  const text = (name: string) => {
    const value = single(name);
    return typeof value === "string" ? value : undefined;
  };
  const fields = UploadFieldsSchema.parse({
    type: text("type") ?? text("kind"),
    postId: text("postId") ?? text("post_id"),
    alt: text("alt"),
    title: text("title"),
    generated: text("generated"),
    imported: text("imported"),
  });
  return { ...fields, bytes: new Uint8Array(await file.arrayBuffer()) };
}
