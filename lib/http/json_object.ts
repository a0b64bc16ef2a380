/** Reads a JSON object body (the field schemas are applied by the service that receives it). */
import type { Context } from "hono";
import { ValidationError } from "../errors.ts";

/** The request body parsed as JSON; malformed JSON is a 400. */
export async function readJson(c: Context): Promise<unknown> {
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
