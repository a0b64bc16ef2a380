/**
 * URL rules shared by the server's zod fields (`lib/schemas/url_fields.ts`)
 * and the editor's Insert Link dialog. Dependency-free: it imports nothing, so
 * the browser bundles may use it.
 */

/** Longest URL any field accepts. */
export const MAX_URL_LENGTH = 2048;

/** Schemes the specification allows for links (menu entries and content links). */
export const LINK_SCHEMES = ["http", "https", "ftp", "ftps", "mailto", "tel", "callto", "sms", "cid", "xmpp"] as const;

/** Schemes that name a host after `//` and need one. */
const HIERARCHICAL_SCHEMES = new Set(["http", "https", "ftp", "ftps"]);

/** Whitespace, C0/C1 controls, backslashes and bidirectional formatting characters: never part of a stored URL. */
// deno-lint-ignore no-control-regex -- control characters are exactly what this refuses
const UNSAFE_URL_CHARACTERS = /[\s\u0000-\u001f\u007f-\u009f\\\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/u;

/** True when `value` has a character no stored URL may contain. */
export function hasUnsafeUrlCharacters(value: string): boolean {
  return UNSAFE_URL_CHARACTERS.test(value);
}

/** A path on this site: one leading `/`, not `//host` (protocol-relative) and no unsafe characters. */
export function isSitePath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !hasUnsafeUrlCharacters(value);
}

/** The lower-case scheme of an absolute URL (`mailto` for `mailto:x@y`), or null when there is none. */
function schemeOf(value: string): string | null {
  return value.match(/^([a-z][a-z0-9+.-]*):/i)?.[1].toLowerCase() ?? null;
}

/** An absolute URL whose scheme is in `schemes`; http-like schemes need `//` and a host. */
export function isAbsoluteUrl(value: string, schemes: readonly string[]): boolean {
  const scheme = schemeOf(value);
  if (!scheme || !schemes.includes(scheme) || hasUnsafeUrlCharacters(value) || !URL.canParse(value)) return false;
  if (!HIERARCHICAL_SCHEMES.has(scheme)) return value.length > scheme.length + 1;
  return /^[a-z][a-z0-9+.-]*:\/\/[^/?#]/i.test(value) && new URL(value).hostname !== "";
}

/** An absolute http(s) URL with a host. */
export function isHttpUrl(value: string): boolean {
  return isAbsoluteUrl(value, ["http", "https"]);
}

/** A link target: a path on this site or an absolute URL with one of {@link LINK_SCHEMES}, at most {@link MAX_URL_LENGTH}. */
export function isLinkUrl(value: string): boolean {
  return value.length <= MAX_URL_LENGTH && (isSitePath(value) || isAbsoluteUrl(value, LINK_SCHEMES));
}
