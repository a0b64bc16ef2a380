/** Reads an HTML form body (urlencoded or multipart); the field schemas are applied by the caller. */
import type { Context } from "hono";
import { ValidationError } from "../errors.ts";

/** True when the request carries an HTML form body. */
export function isFormRequest(c: Context): boolean {
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(c.req.header("content-type") ?? "");
}

/** The text fields of the form body (files are dropped); a malformed body (e.g. multipart without a boundary) is a 400. */
export async function readFormFields(c: Context): Promise<Record<string, string>> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch (error) {
    // The platform's form parser reports malformed bodies as TypeErrors; anything else (body limit) passes on.
    if (error instanceof TypeError) throw new ValidationError("Request body must be a valid form");
    throw error;
  }
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}
