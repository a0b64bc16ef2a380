/**
 * Reads a JSON body (the field schemas are applied by the service that
 * receives it). Every string in the body, keys included, must be well-formed
 * UTF-16: a lone surrogate (`"\ud800"`) would be stored and later make JSON
 * answers unreadable for strict parsers, so it is a 400 naming the field.
 */
import type { Context } from "hono";
import { UnsupportedMediaTypeError, ValidationError } from "../errors.ts";

/** True for `application/json` and `application/<something>+json`, with or without parameters. */
export function isJsonContentType(header: string | undefined): boolean {
  const type = header?.split(";")[0].trim().toLowerCase() ?? "";
  return type === "application/json" || /^application\/[\w.-]+\+json$/.test(type);
}

/** Message of a field holding ill-formed text. */
export const ILL_FORMED_TEXT = "Text must be well-formed Unicode (no lone surrogates)";

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) keys.push(at.key);
  return keys.reverse().join(".") || "_";
}

/** The dotted path of the first string (value or key) in `value` that is not well-formed UTF-16, or null. */
export function illFormedStringPath(value: unknown): string | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const current = visit.value;
    if (typeof current === "string") {
      if (!current.isWellFormed()) return pathOf(visit);
    } else if (current && typeof current === "object") {
      for (const [key, child] of Object.entries(current)) {
        const next = { value: child, key, parent: visit };
        if (!key.isWellFormed()) return pathOf(next);
        pending.push(next);
      }
    }
  }
  return null;
}

/**
 * The request body parsed as JSON. A body not declared as JSON is a 415: a
 * page on another site can send `text/plain` or a form without asking, but
 * not `application/json`, so no JSON endpoint can be reached by a cross-site
 * form. Malformed JSON or ill-formed text is a 400.
 */
export async function readJson(c: Context): Promise<unknown> {
  if (!isJsonContentType(c.req.header("content-type"))) throw new UnsupportedMediaTypeError();
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ValidationError("Request body must be valid JSON");
  }
  const badPath = illFormedStringPath(body);
  if (badPath !== null) throw new ValidationError("Invalid input", { [badPath]: [ILL_FORMED_TEXT] });
  return body;
}

/** The request body as a plain object; anything else is a 400. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const body = await readJson(c);
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    throw new ValidationError("Request body must be a JSON object");
  }
  return body as Record<string, unknown>;
}
