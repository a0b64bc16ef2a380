/** Request body limits; each row of the access table (`lib/auth/access.ts`) says which one its route takes. */

/** Largest JSON body accepted (post HTML is capped lower by its schema); every route takes it by default. */
export const MAX_JSON_BODY = 2 * 1024 * 1024;
/** Largest upload body (files are 4 MB at most, plus multipart overhead): routes whose row says `upload`. */
export const MAX_UPLOAD_BODY = 5 * 1024 * 1024;
