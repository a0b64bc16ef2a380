/**
 * Reads a JSON body (the field schemas are applied by the service that
 * receives it). Every string in the body, keys included, must be well-formed
 * UTF-16: a lone surrogate (`"\ud800"`) would be stored and later make JSON
 * answers unreadable for strict parsers, so it is a 400 naming the field.
 */
import type { Context } from "hono";
import { ValidationError } from "../errors.ts";

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

/** The request body parsed as JSON; malformed JSON or ill-formed text is a 400. */
export async function readJson(c: Context): Promise<unknown> {
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
