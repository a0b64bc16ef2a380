/** Reads a JSON object body (the field schemas are applied by the service that receives it). */
import type { Context } from "hono";
import { UnsupportedMediaTypeError, ValidationError } from "../errors.ts";

/** True for `application/json` and `application/<something>+json`, with or without parameters. */
export function isJsonContentType(header: string | undefined): boolean {
  const type = header?.split(";")[0].trim().toLowerCase() ?? "";
  return type === "application/json" || /^application\/[\w.-]+\+json$/.test(type);
}

/**
 * The request body parsed as JSON. A body not declared as JSON is a 415: a
 * page on another site can send `text/plain` or a form without asking, but
 * not `application/json`, so no JSON endpoint can be reached by a cross-site
 * form. Malformed JSON is a 400.
 */
export async function readJson(c: Context): Promise<unknown> {
  if (!isJsonContentType(c.req.header("content-type"))) throw new UnsupportedMediaTypeError();
  try {
    return await c.req.json();
  } catch {
    throw new ValidationError("Request body must be valid JSON");
  }
}

/** The request body as a plain object; anything else is a 400. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const body = await readJson(c);
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    throw new ValidationError("Request body must be a JSON object");
  }
  return body as Record<string, unknown>;
}
