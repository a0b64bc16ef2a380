/** Redirect payloads and records: the one definition of a URL redirect. */
import { z } from "zod";
import { withoutTrailingSlashes } from "../shared/paths.ts";
import { plainText } from "./text_fields.ts";
import { isHttpUrl, isSitePath, MAX_URL_LENGTH } from "../shared/url_rules.ts";

/** HTTP statuses a redirect may answer with. */
export const REDIRECT_TYPES = [301, 302] as const;
/** A redirect status. */
export type RedirectType = (typeof REDIRECT_TYPES)[number];
/** `created_by` of redirects the system creates (slug changes). */
export const AUTO_REDIRECT_CREATOR = "auto";
/** Longest accepted path. */
export const MAX_PATH_LENGTH = MAX_URL_LENGTH;

/**
 * Normalises a redirect path: trimmed, a leading slash added when missing,
 * trailing slashes removed from the path (not the query) except for the root:
 * `/old/?p=1` → `/old?p=1`, `/?p=1` stays. Case is kept. Absolute http(s)
 * URLs (external targets) are only trimmed.
 */
export function normalizeRedirectPath(path: string): string {
  const trimmed = path.trim();
  if (!trimmed || /^https?:\/\//i.test(trimmed)) return trimmed;
  const withSlash = trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
  const queryAt = withSlash.indexOf("?");
  const bare = queryAt === -1 ? withSlash : withSlash.slice(0, queryAt);
  const query = queryAt === -1 ? "" : withSlash.slice(queryAt);
  return (withoutTrailingSlashes(bare) || "/") + query;
}

/** `path` with its percent-escapes decoded (`decodeURI`), or as it is when they are malformed. */
export function decodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** A 0/1 flag that also accepts booleans. */
const Bit = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((
  v,
): 0 | 1 => (v === true || v === 1 ? 1 : 0));
/** 301 or 302, also accepted as strings. */
const RedirectTypeSchema = z.union([z.literal(REDIRECT_TYPES), z.literal(["301", "302"])], {
  error: "Redirect type must be 301 or 302",
}).transform((v) => Number(v) as RedirectType);

/** True for `javascript:…`, `data:…`, `https:host` and any scheme not followed by http(s)'s `//` (not made into paths). */
function hasOtherScheme(value: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(value) && !/^https?:\/\//i.test(value);
}

/**
 * A redirect path after {@link normalizeRedirectPath}, accepted when `accepts`
 * (a site path, or also an http(s) URL for targets); `//host`, `/\host`,
 * other schemes (never turned into paths by the added slash), whitespace and
 * control characters are refused.
 */
function pathSchema(label: string, accepts: (path: string) => boolean, shape: string) {
  return z.string({ error: `${label} is required` })
    .max(MAX_PATH_LENGTH, `${label} must be at most ${MAX_PATH_LENGTH} characters`)
    .refine((path) => !hasOtherScheme(path.trim()), `${label} must be ${shape}`)
    .transform(normalizeRedirectPath)
    .refine((path) => path.length > 0, `${label} is required`)
    .refine((path) => path.length === 0 || accepts(path), `${label} must be ${shape}`)
    .refine((path) => !/[<>"]/.test(path), `${label} must not contain < > "`);
}

const FromPath = pathSchema("From path", isSitePath, "a path on this site");
const ToPath = pathSchema(
  "To path",
  (path) => isSitePath(path) || isHttpUrl(path),
  "a path on this site or an http(s) URL",
);
const Notes = plainText("Notes", { max: 500, trim: true, multiline: true }).nullable()
  .transform((v) => v || null);
const PostId = z.string().trim().max(64).nullable().transform((v) => v || null);

/** A stored redirect. `hit_count` is read from its counter, not stored in the record. */
export const RedirectSchema = z.object({
  id: z.string(),
  from_path: z.string(),
  to_path: z.string(),
  redirect_type: z.union([z.literal(301), z.literal(302)]),
  notes: z.string().nullable(),
  hit_count: z.number().int(),
  created_by: z.string(),
  is_active: z.union([z.literal(0), z.literal(1)]),
  post_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
/** A redirect as returned to callers. */
export type Redirect = z.infer<typeof RedirectSchema>;

/** Every field of a redirect payload; the post editor sends `status_code` instead of `redirect_type`. */
const RedirectFieldsSchema = z.object({
  from_path: FromPath.optional(),
  to_path: ToPath.optional(),
  redirect_type: RedirectTypeSchema.optional(),
  status_code: RedirectTypeSchema.optional(),
  notes: Notes.optional(),
  is_active: Bit.optional(),
  post_id: PostId.optional(),
});

/** Input of `createRedirect` (POST /admin/redirects): both paths; either name of the redirect type. */
export const RedirectInputSchema = RedirectFieldsSchema.extend({
  from_path: FromPath,
  to_path: ToPath,
  is_active: Bit.default(1),
})
  .transform(({ status_code, ...rest }) => ({
    ...rest,
    redirect_type: rest.redirect_type ?? status_code ?? 301,
    notes: rest.notes ?? null,
    post_id: rest.post_id ?? null,
  }));
/** Input of `createRedirect` before normalisation. */
export type RedirectInput = z.input<typeof RedirectInputSchema>;

/** Input of `updateRedirect` (PUT /admin/redirects/{id}): any subset of the fields. */
export const RedirectPatchSchema = RedirectFieldsSchema.transform(({ status_code, ...rest }) => ({
  ...rest,
  redirect_type: rest.redirect_type ?? status_code,
}));
/** Input of `updateRedirect`. */
export type RedirectPatch = z.input<typeof RedirectPatchSchema>;

/** Query of GET /admin/redirects. */
export const RedirectListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  active: z.enum(["true", "false"]).transform((v) => v === "true").optional(),
  post_id: z.string().trim().max(64).optional(),
});
/** Filters of the redirect list: text in from_path, to_path or notes (any case), active or not, linked to a post. */
export type RedirectFilter = z.output<typeof RedirectListQuerySchema>;

/** Most redirects one POST /admin/redirects/bulk creates. */
export const MAX_BULK_REDIRECTS = 500;

/** Body of POST /admin/redirects/bulk: each item is checked on its own, as POST /admin/redirects checks it. */
export const RedirectBulkSchema = z.object({ redirects: z.array(z.unknown()).min(1).max(MAX_BULK_REDIRECTS) });

/** What a bulk item may give instead of `post_id`: the slug of the post it belongs to (a restore knows only that). */
export const RedirectBulkPostSchema = z.object({ post_slug: z.string().trim().min(1).max(200).optional() });

/** What POST /admin/redirects/bulk did with one item: the status POST /admin/redirects would have answered. */
export type RedirectBulkResult =
  | { from_path: string; status: 201; redirect: Redirect }
  | { from_path: string; status: 400 | 404 | 409; error: string; fields?: Record<string, string[]>; field?: string };

/** Body of POST /redirects/check. */
export const RedirectCheckSchema = z.object({ path: z.string().max(MAX_PATH_LENGTH) });
