/**
 * Security headers of every answer, pages, API, built assets and static files
 * alike: a strict Content-Security-Policy, a Permissions-Policy, Hono's
 * secure headers and, over https only, Strict-Transport-Security.
 */
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { isHttpsRequest } from "./https_request.ts";
import { VIDEO_EMBED_ORIGINS } from "../content/sanitize.ts";

/**
 * The Content-Security-Policy directives. Scripts come from this origin only
 * (pages carry no inline script and no inline handlers; JSON data blocks are
 * not executed). `<style>` elements are not allowed either, but `style=""`
 * attributes are: server-rendered gradients, the hero image and the carousel's
 * column count are set that way (`style-src-elem` keeps elements to files of
 * this origin; browsers without it fall back to `style-src`). Frames are the
 * video players the editor accepts; the site may only be framed by itself.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  styleSrcElem: ["'self'"],
  imgSrc: ["'self'", "data:", "https:", "http:"],
  mediaSrc: ["'self'", "https:", "http:"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", ...VIDEO_EMBED_ORIGINS],
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
export const PERMISSIONS_POLICY: NonNullable<Parameters<typeof secureHeaders>[0]>["permissionsPolicy"] = {
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

/** HSTS value sent over https. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/**
 * Hono's defaults, less the headers today's browsers ignore or no longer need
 * (X-XSS-Protection, X-Download-Options for IE 8, X-Permitted-Cross-Domain-Policies
 * for Flash, Origin-Agent-Cluster) and X-DNS-Prefetch-Control, whose `off`
 * only slows visitors down. Every header costs each answer about a microsecond
 * of CPU, a noticeable share of a cached page.
 */
const common = {
  contentSecurityPolicy: CONTENT_SECURITY_POLICY,
  referrerPolicy: "strict-origin-when-cross-origin",
  permissionsPolicy: PERMISSIONS_POLICY,
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: "same-origin",
  xXssProtection: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
} as const;

/**
 * The middleware. HTML pages get {@link CONTENT_SECURITY_POLICY}, every other
 * answer {@link NON_DOCUMENT_POLICY}. HSTS is sent when `siteOrigin` is https, or the request
 * itself came over https (by its URL, or by `X-Forwarded-Proto` with
 * `TRUST_PROXY`); a plain-http site never gets it.
 */
export function securityHeaders(siteOrigin: string): MiddlewareHandler {
  const withHsts = secureHeaders({ ...common, strictTransportSecurity: STRICT_TRANSPORT_SECURITY });
  const withoutHsts = secureHeaders({ ...common, strictTransportSecurity: false });
  const siteIsHttps = siteOrigin.startsWith("https:");
  return async (c, next) => {
    await (siteIsHttps || isHttpsRequest(c) ? withHsts : withoutHsts)(c, next);
    const type = c.res.headers.get("content-type") ?? "";
    if (!/^text\/html\b/i.test(type)) c.res.headers.set("Content-Security-Policy", NON_DOCUMENT_POLICY);
  };
}
