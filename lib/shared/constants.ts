/**
 * Constants shared by the server and islands, from the specification.
 * Dependency-free: it imports nothing, so the browser bundles may use it.
 */

/** Rows per page of the admin posts list (spec §9: "page size 100 per status request"). */
export const POSTS_PAGE_SIZE = 100;

/** localStorage keys, as the specification names them (spec §3, "Browser storage"). */
export const STORAGE_KEYS = { token: "token", user: "user", rememberedEmail: "rememberedEmail" } as const;

/** The site's logo when none is configured (or the configured one fails to load). */
export const DEFAULT_LOGO = "/logo.svg";
