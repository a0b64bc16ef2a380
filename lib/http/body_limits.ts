/** Request body limits; each row of the access table (`lib/auth/access.ts`) says which one its route takes. */

/** Largest JSON body accepted (post HTML is capped lower by its schema); every route takes it by default. */
export const MAX_JSON_BODY = 2 * 1024 * 1024;
/** Largest upload body (files are 4 MB at most, plus multipart overhead): routes whose row says `upload`. */
export const MAX_UPLOAD_BODY = 5 * 1024 * 1024;
/**
 * Largest refused body still read to its end before the 413 goes out (`body_limit.ts`). Behind a proxy, a server
 * that answers while the proxy is still sending, then closes, resets the connection under the proxy's writes, and the
 * proxy answers 502 instead of the 413. Caddy (`deploy/Caddyfile`) refuses larger declared bodies itself.
 */
export const MAX_DISCARDED_BODY = 2 * MAX_UPLOAD_BODY;
