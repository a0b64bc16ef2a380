/** The checker options a request to the link endpoints implies. */
import type { AppContext } from "../app_env.ts";
import type { LinkCheckJobOptions } from "./job.ts";
import { requestHostGuard } from "./host_guard.ts";

/**
 * Checker options for a request: links to the configured site origin (`SITE_URL`) or to the address the
 * request reached are internal, media files are checked in the media store, and private addresses are not
 * contacted unless the configuration allows them (see `host_guard.ts`).
 */
export function linkCheckOptionsFor(c: AppContext): LinkCheckJobOptions {
  const siteOrigins = [...new Set([c.var.siteOrigin, new URL(c.req.url).origin])];
  return {
    siteOrigins,
    media: c.var.media,
    hostGuard: requestHostGuard({ allowPrivate: c.var.config.linkCheck.allowPrivate }),
  };
}
