/**
 * URL fields: the one set of zod builders for every URL a user can set (menu
 * links, redirect targets, image and asset URLs, video URLs). Each checks the
 * scheme and the shape, so `javascript:`, `data:`, `vbscript:`, protocol-
 * relative `//host`, backslash tricks (`/\host`), whitespace, control and
 * bidirectional formatting characters and over-long values never get stored.
 * Every builder trims, accepts "" (a cleared field; add `.min(1, …)` where a
 * value is required) and returns a `ZodString`, so callers may chain more checks.
 */
import { z } from "zod";
import { videoEmbed } from "../site/video.ts";

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

function urlField(label: string, accepts: (value: string) => boolean, shape: string) {
  return z.string({ error: `${label} must be text` }).trim()
    .max(MAX_URL_LENGTH, `${label} must be at most ${MAX_URL_LENGTH} characters`)
    .refine((value) => value === "" || accepts(value), `${label} must be ${shape}`);
}

/** A path on this site (`/…`), e.g. a redirect's source. */
export function sitePath(label: string): z.ZodString {
  return urlField(label, isSitePath, "a path on this site starting with /");
}

/** An absolute http(s) URL. */
export function httpUrl(label: string): z.ZodString {
  return urlField(label, isHttpUrl, "an http(s) URL");
}

/** A path on this site or an http(s) URL: images and assets (uploads live under /media), redirect targets. */
export function sitePathOrHttpUrl(label: string): z.ZodString {
  return urlField(label, (v) => isSitePath(v) || isHttpUrl(v), "a path on this site or an http(s) URL");
}

/** A navigation link: a path on this site or an absolute URL with one of {@link LINK_SCHEMES}. */
export function sitePathOrLink(label: string): z.ZodString {
  return urlField(
    label,
    (v) => isSitePath(v) || isAbsoluteUrl(v, LINK_SCHEMES),
    `a path on this site or a link using ${LINK_SCHEMES.join(", ")}`,
  );
}

/** A video: a YouTube, Vimeo or Dailymotion link, or an .mp4/.webm/.ogg file (site path or http(s) URL). */
export function videoUrl(label: string): z.ZodString {
  return urlField(
    label,
    (v) => (isSitePath(v) || isHttpUrl(v)) && videoEmbed(v) !== null,
    "a YouTube, Vimeo or Dailymotion link or an .mp4, .webm or .ogg file",
  );
}
