/**
 * URL fields: the one set of zod builders for every URL a user can set (menu
 * links, redirect targets, image and asset URLs, video URLs). Each checks the
 * scheme and the shape, so `javascript:`, `data:`, `vbscript:`, protocol-
 * relative `//host`, backslash tricks (`/\host`), whitespace, control and
 * bidirectional formatting characters and over-long values never get stored.
 * Every builder trims, accepts "" (a cleared field; add `.min(1, …)` where a
 * value is required) and returns a `ZodString`, so callers may chain more checks.
 * The plain predicates live in `lib/shared/url_rules.ts` (browser-safe).
 */
import { z } from "zod";
import { videoEmbed } from "../shared/video.ts";
import { isHttpUrl, isSitePath, MAX_URL_LENGTH } from "../shared/url_rules.ts";

function urlField(label: string, accepts: (value: string) => boolean, shape: string) {
  return z.string({ error: `${label} must be text` }).trim()
    .max(MAX_URL_LENGTH, `${label} must be at most ${MAX_URL_LENGTH} characters`)
    .refine((value) => value === "" || accepts(value), `${label} must be ${shape}`);
}

/** An absolute http(s) URL. */
export function httpUrl(label: string): z.ZodString {
  return urlField(label, isHttpUrl, "an http(s) URL");
}

/** A path on this site or an http(s) URL: images and assets (uploads live under /media), redirect targets. */
export function sitePathOrHttpUrl(label: string): z.ZodString {
  return urlField(label, (v) => isSitePath(v) || isHttpUrl(v), "a path on this site or an http(s) URL");
}

/** A video: a YouTube, Vimeo or Dailymotion link, or an .mp4/.webm/.ogg file (site path or http(s) URL). */
export function videoUrl(label: string): z.ZodString {
  return urlField(
    label,
    (v) => (isSitePath(v) || isHttpUrl(v)) && videoEmbed(v) !== null,
    "a YouTube, Vimeo or Dailymotion link or an .mp4, .webm or .ogg file",
  );
}
