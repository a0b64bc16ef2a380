/** Request parsing with zod: the schema is the one definition of a payload. */
import type { Context } from "hono";
import type { z } from "zod";
import { readJson } from "./json_object.ts";

/** Parses the JSON body with `schema`; bad JSON or bad fields throw a 400 {@link ValidationError}. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return schema.parse(await readJson(c));
}

/** Parses the query string with `schema` (values are strings; use `z.coerce` for numbers). */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return schema.parse(c.req.query());
}
