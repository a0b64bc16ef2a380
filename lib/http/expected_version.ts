/**
 * The version a write expects of the stored record, read from the body field
 * `versionstamp` and/or the `If-Match` header: the one parser for optimistic
 * concurrency on every route that accepts it.
 *
 * - a Deno KV versionstamp (20 lower-case hex digits, quoted as an ETag in
 *   `If-Match`, weak or strong, bare in the body) → the write must find
 *   exactly that version;
 * - `*` → the record must exist (no version check);
 * - absent → an unconditional write, only where the route allows it;
 * - anything else (a number, null, array, object, "", a list of ETags,
 *   or body and header naming different versions) → 400 with a field error.
 */
import type { Context } from "hono";
import { z } from "zod";
import { ValidationError } from "../errors.ts";
import { readJsonObject } from "./json_object.ts";

/** A Deno KV versionstamp as the API hands it out. */
export const VERSIONSTAMP_PATTERN = /^[0-9a-f]{20}$/;

const VERSION_MESSAGE = 'Must be a versionstamp (20 hex digits) or "*"';

/** The body field: a versionstamp or "*"; any other JSON value is refused. */
export const ExpectedVersionSchema = z.union([z.literal("*"), z.string().regex(VERSIONSTAMP_PATTERN)], {
  error: VERSION_MESSAGE,
});

/**
 * The `If-Match` header: `"<versionstamp>"`, a bare versionstamp, or `*`.
 * `W/"<versionstamp>"` is accepted too: compressed answers weaken the ETag
 * they carry, and a client echoes what it got; the versionstamp names the
 * stored record, not the bytes sent.
 */
const IfMatchSchema = z.string().trim().transform((v) => v.replace(/^(?:W\/)?"([0-9a-f]{20})"$/, "$1"))
  .pipe(ExpectedVersionSchema);

/** What a write expects of the stored record. */
export type ExpectedVersion =
  | { kind: "any" }
  | { kind: "exists" }
  | { kind: "exact"; versionstamp: string };

/** Name of the body field that carries the expected version. */
export const VERSION_FIELD = "versionstamp";
/** Name of the header that carries the expected version. */
export const IF_MATCH_HEADER = "If-Match";

function parseOne(schema: z.ZodType<string>, value: unknown, field: string): string {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ValidationError("Invalid version", { [field]: [VERSION_MESSAGE] });
  return parsed.data;
}

/**
 * The expected version of a write from `body[versionstamp]` and the
 * `If-Match` header of `c`. With `required`, a write without one is a 400.
 */
export function readExpectedVersion(
  c: Context,
  body: Record<string, unknown>,
  options: { required?: boolean } = {},
): ExpectedVersion {
  const header = c.req.header(IF_MATCH_HEADER);
  const fromHeader = header === undefined ? undefined : parseOne(IfMatchSchema, header, IF_MATCH_HEADER);
  const fromBody = Object.hasOwn(body, VERSION_FIELD)
    ? parseOne(ExpectedVersionSchema, body[VERSION_FIELD], VERSION_FIELD)
    : undefined;
  if (fromHeader !== undefined && fromBody !== undefined && fromHeader !== fromBody) {
    throw new ValidationError("Invalid version", {
      [VERSION_FIELD]: [`${VERSION_FIELD} and ${IF_MATCH_HEADER} name different versions`],
    });
  }
  const expected = fromBody ?? fromHeader;
  if (expected === undefined) {
    if (options.required) {
      throw new ValidationError("Version required", { [VERSION_FIELD]: ["Send the versionstamp you read"] });
    }
    return { kind: "any" };
  }
  return expected === "*" ? { kind: "exists" } : { kind: "exact", versionstamp: expected };
}

/** The versionstamp a repository update checks, or undefined when it need not check one. */
function expectedVersionstamp(expected: ExpectedVersion): string | undefined {
  return expected.kind === "exact" ? expected.versionstamp : undefined;
}

/** A versioned write's JSON object body: its fields without `versionstamp`, and the versionstamp the write checks. */
export async function readVersionedBody(c: Context): Promise<{ fields: Record<string, unknown>; expected?: string }> {
  const body = await readJsonObject(c);
  const { [VERSION_FIELD]: _, ...fields } = body;
  return { fields, expected: expectedVersionstamp(readExpectedVersion(c, body)) };
}
