/**
 * Security headers of every answer, pages, API, built assets and static files
 * alike: a strict Content-Security-Policy, a Permissions-Policy for pages,
 * nosniff, cross-origin policies and, over https only,
 * Strict-Transport-Security. The referrer policy is the page's `<meta>`
 * (`REFERRER_POLICY`), not a header.
 */
import type { MiddlewareHandler } from "hono";
import type { AppContext } from "../app_env.ts";
import { isHttpsRequest } from "./https_request.ts";
import { VIDEO_EMBED_ORIGINS } from "../shared/content_schema.ts";

/**
 * The Content-Security-Policy directives. Scripts come from this origin only
 * (pages carry no inline script and no inline handlers; JSON data blocks are
 * not executed). `<style>` elements are not allowed either, but `style=""`
 * attributes are: server-rendered gradients, the hero image and the carousel's
 * column count are set that way (`style-src-elem` keeps elements to files of
 * this origin; browsers without it fall back to `style-src`). Frames are the
 * site's and the video players a page embeds (`frameSrc` is set per answer);
 * the site may only be framed by itself.
 */
export const CONTENT_SECURITY_POLICY: Record<string, readonly string[]> = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  styleSrcElem: ["'self'"],
  imgSrc: ["'self'", "data:", "https:", "http:"],
  mediaSrc: ["'self'", "https:", "http:"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
};

/**
 * The policy of answers that are not HTML pages (JSON, XML feeds, text,
 * images): nothing may load or run, except the inline styles and `data:`
 * icons a browser's own XML viewer uses to show the sitemap and the feed.
 */
export const NON_DOCUMENT_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; " +
  "frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

/**
 * Powerful browser features the site never uses are switched off for its pages and anything they embed
 * (`Permissions-Policy`), so an injected script or a hostile frame cannot ask for them. Cook mode keeps the screen
 * on (Screen Wake Lock) from the site itself. Web Share (recipes' share button) and the features the video players
 * are granted with their frame's `allow` attribute (fullscreen, picture-in-picture, encrypted media, motion sensors)
 * are left at the browser's default: naming them would take them from the players. Only features Chromium knows
 * on every platform are named (it logs an error for each unknown one on every page, e.g. `bluetooth` or `web-share`
 * on Linux).
 */
export const PERMISSIONS_POLICY: Record<string, readonly ("self")[]> = {
  camera: [],
  microphone: [],
  geolocation: [],
  displayCapture: [],
  payment: [],
  publickeyCredentialsGet: [],
  usb: [],
  serial: [],
  hid: [],
  midi: [],
  magnetometer: [],
  idleDetection: [],
  xrSpatialTracking: [],
  browsingTopics: [],
  screenWakeLock: ["self"],
};

/**
 * The referrer policy of every page, named by a `<meta name="referrer">` in its head (`routes/_app.tsx`) rather
 * than a header: it is every current browser's default, and the meta keeps it for older ones at no cost per answer.
 * Answers that are not documents need none: without a policy of their own, browsers use that same default.
 */
export const REFERRER_POLICY = "strict-origin-when-cross-origin";

/** HSTS value sent over https. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/**
 * Lets the page being answered frame `origins` (its video players): its policy's `frame-src` names them beside
 * `'self'`. A page that calls nothing frames nothing but the site.
 */
export function allowFrames(c: AppContext, origins: Iterable<string>): void {
  const all = new Set([...c.get("frameOrigins") ?? [], ...origins]);
  if (all.size) c.set("frameOrigins", all);
}

/** `camelCase` → `kebab-case`. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The policy text of `directives`. */
export function policyText(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives).map(([name, values]) => [kebab(name), ...values].join(" ")).join("; ");
}

/** The Permissions-Policy text of {@link PERMISSIONS_POLICY}. */
function permissionsText(): string {
  return Object.entries(PERMISSIONS_POLICY).map(([name, allowed]) => `${kebab(name)}=(${allowed.join(" ")})`)
    .join(", ");
}

type HeaderList = readonly (readonly [string, string])[];

/**
 * The middleware. HTML pages get {@link CONTENT_SECURITY_POLICY} (with `frame-src` narrowed to the players the page
 * embeds, or every accepted player's under `framesEverywhereUnder`, the admin's editor), the Permissions-Policy and
 * Cross-Origin-Opener-Policy; every other answer gets {@link NON_DOCUMENT_POLICY},
 * Cross-Origin-Resource-Policy, and not the headers browsers read from documents only. Every answer gets `nosniff`.
 * Framing is refused by `frame-ancestors` (X-Frame-Options, which it replaces in every browser since 2016, is not
 * sent). HSTS is sent when `siteOrigin` is https, or the request itself came over https (by its URL, or by
 * `X-Forwarded-Proto` with `TRUST_PROXY`); a plain-http site never gets it.
 *
 * Pages carry no Cross-Origin-Resource-Policy: another site cannot frame them (`frame-ancestors`), and browsers
 * refuse HTML to other sites' `<img>`, `<script>` and the like on their own (opaque response blocking). Nor a
 * Referrer-Policy header: see {@link REFERRER_POLICY}.
 *
 * Each header costs every answer: about 0.4 µs of the server's CPU per header (more than its bytes, about 1.4 µs per
 * KB), out of 13–20 µs for a whole cached answer (measured against a bare `Deno.serve` of a 4 KB body).
 */
export function securityHeaders(siteOrigin: string, framesEverywhereUnder = "/admin"): MiddlewareHandler {
  const siteIsHttps = siteOrigin.startsWith("https:");
  const nosniff = ["X-Content-Type-Options", "nosniff"] as const;
  const documents: HeaderList = [
    nosniff,
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", permissionsText()],
  ];
  const others: HeaderList = [
    nosniff,
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Content-Security-Policy", NON_DOCUMENT_POLICY],
  ];
  // Without players, frame-src falls back to default-src 'self': the directive is left out.
  const policyFor = (frames: ReadonlySet<string> | undefined) => {
    const { frameSrc, ...rest } = CONTENT_SECURITY_POLICY;
    return policyText(frames?.size ? { ...rest, frameSrc: [...frameSrc, ...frames] } : rest);
  };
  const framedPolicy = policyFor(new Set(VIDEO_EMBED_ORIGINS));
  const plainPolicy = policyFor(undefined);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const isDocument = /^text\/html\b/i.test(headers.get("content-type") ?? "");
    for (const [name, value] of isDocument ? documents : others) headers.set(name, value);
    if (isDocument) {
      const frames: ReadonlySet<string> | undefined = c.get("frameOrigins");
      const path = c.req.path;
      const everywhere = path === framesEverywhereUnder || path.startsWith(`${framesEverywhereUnder}/`);
      headers.set("Content-Security-Policy", everywhere ? framedPolicy : frames ? policyFor(frames) : plainPolicy);
    }
    if (siteIsHttps || isHttpsRequest(c)) headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  };
}
