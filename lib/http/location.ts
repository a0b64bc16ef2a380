/**
 * Redirect locations: the one place that turns a target into a `Location`
 * header value. Untrusted text never reaches the header as it is: every
 * character outside a small URL-safe ASCII set is percent-encoded (so control
 * characters, spaces, `\` and non-ASCII cannot be written raw), and a site
 * path always starts with exactly one `/`, so browsers cannot read it as
 * another host (`//host`, `/\host`).
 */
import type { Context } from "hono";

/** Statuses a redirect answers with. */
export type RedirectStatus = 301 | 302 | 303 | 307 | 308;

/** Where a location goes when the target cannot be used safely. */
export const FALLBACK_LOCATION = "/";

/** Characters written as they are: RFC 3986 unreserved and reserved characters, and `%` of a valid escape. */
const SAFE_CHARACTER = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?#[\]]$/;
const ESCAPE = /^%[0-9A-Fa-f]{2}/;
const UTF8 = new TextEncoder();

/** Control characters (C0, DEL, C1), any whitespace, and the backslash browsers read as `/`. */
// deno-lint-ignore no-control-regex
const UNSAFE_DECODED = /[\u0000-\u0020\u007f-\u009f\\\s]/;

/**
 * `text` with every character outside the URL-safe ASCII set percent-encoded
 * as UTF-8 (lone surrogates become U+FFFD); valid `%XX` escapes are kept, a
 * stray `%` becomes `%25`.
 */
export function encodeUnsafeCharacters(text: string): string {
  let out = "";
  for (let i = 0; i < text.length;) {
    const codePoint = text.codePointAt(i)!;
    const character = String.fromCodePoint(codePoint);
    i += character.length;
    if (character === "%") {
      out += ESCAPE.test(text.slice(i - 1, i + 2)) ? "%" : "%25";
    } else if (SAFE_CHARACTER.test(character)) {
      out += character;
    } else {
      for (const byte of UTF8.encode(character)) out += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
    }
  }
  return out;
}

/**
 * True when `path` (already percent-decoded) is a plain path on this site:
 * it starts with one `/` and holds no `\`, no `//`, no control or whitespace
 * characters. Paths that fail this are never sent back in a redirect.
 */
export function isPlainSitePath(path: string): boolean {
  return path.startsWith("/") && !path.includes("//") && !UNSAFE_DECODED.test(path);
}

/** `text` percent-decoded, or null when it holds a malformed escape. */
export function decodePercent(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * A location on this site for `path` (raw or decoded, query allowed): unsafe
 * characters percent-encoded and leading slashes collapsed to one, so the
 * browser stays on this host whatever the input was.
 */
export function siteLocation(path: string): string {
  const encoded = encodeUnsafeCharacters(path);
  return `/${encoded.replace(/^\/+/, "")}`;
}

/**
 * A location for a target stored by editors (the redirect table): an
 * absolute http(s) URL that parses is kept (as its normalised, encoded
 * form); anything else is a path on this site. Null when the target is an
 * absolute URL that does not parse or uses another scheme.
 */
export function storedTargetLocation(target: string): string | null {
  const trimmed = target.trim();
  if (!trimmed) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) {
    if (!/^https?:\/\//i.test(trimmed) || !URL.canParse(trimmed)) return null;
    const url = new URL(trimmed);
    return url.hostname ? encodeUnsafeCharacters(url.href) : null;
  }
  return siteLocation(trimmed);
}

/**
 * The redirect answer for a path on this site; `{ external: true }` also
 * accepts an absolute http(s) URL (targets from the redirect table). A
 * target that cannot be used safely goes to {@link FALLBACK_LOCATION}.
 */
export function redirectTo(
  c: Context,
  target: string,
  status: RedirectStatus = 302,
  options: { external?: boolean } = {},
): Response {
  const location = options.external ? storedTargetLocation(target) : siteLocation(target);
  return c.redirect(location ?? FALLBACK_LOCATION, status);
}
