/**
 * Typed application errors. Domain code throws these; `lib/http/error_handler.ts`
 * maps them to HTTP statuses and JSON bodies in one place.
 */

/** Base class: every app error knows its HTTP status. */
export class AppError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
    this.name = new.target.name;
  }
}

/** An {@link AppError} class of one status, whose message defaults to `fallback`. */
function statusError(status: number, fallback: string) {
  return class extends AppError {
    constructor(message = fallback) {
      super(message, status);
    }
  };
}

/** 400: payload failed validation. `fields` maps field path to messages. */
export class ValidationError extends AppError {
  constructor(message: string, readonly fields: Record<string, string[]> = {}) {
    super(message, 400);
  }
}

/** 401: no or invalid credentials. */
export class UnauthorizedError extends statusError(401, "Authentication required") {}

/** 403: signed in, but the role may not do this. */
export class ForbiddenError extends statusError(403, "You do not have permission to do this") {}

/** 404: the named thing does not exist. */
export class NotFoundError extends statusError(404, "Not found") {}

/**
 * 409: a uniqueness rule or a versionstamp check failed. `field` names the
 * unique field (e.g. "slug") when that was the cause.
 */
export class ConflictError extends AppError {
  constructor(message: string, readonly field?: string) {
    super(message, 409);
  }
}

/** 413: payload or upload too large. */
export class PayloadTooLargeError extends statusError(413, "Payload too large") {}

/** 415: the body is not in the format the endpoint reads (e.g. not `application/json`). */
export class UnsupportedMediaTypeError extends statusError(415, "Content-Type must be application/json") {}

/** 429: rate limited; `retryAfter` is in seconds. */
export class RateLimitError extends AppError {
  constructor(message: string, readonly retryAfter: number) {
    super(message, 429);
  }
}

/** 503: a service the request needs is not configured or not available. */
export class ServiceUnavailableError extends statusError(503, "Service unavailable") {}

/** Seconds a client is asked to wait after a {@link StoreBusyError}. */
export const STORE_BUSY_RETRY_AFTER = 5;

/**
 * 503 with `Retry-After`: the store stayed locked by other writers (SQLite's "database is locked") through every
 * retry; nothing was saved, and asking again in a few seconds will most likely work. The message is the public
 * site's (Spanish); the admin's API answers {@link StoreBusyError.adminMessage}.
 */
export class StoreBusyError extends AppError {
  readonly retryAfter = STORE_BUSY_RETRY_AFTER;
  /** The same in the admin's language. */
  static readonly adminMessage = "The site is very busy right now: nothing was saved. Try again in a few seconds.";
  constructor() {
    super("El sitio está muy ocupado ahora mismo: no se ha guardado nada. Inténtalo de nuevo en unos segundos.", 503);
  }
}

/** Which disk was full: the store's (`KV_PATH`) or the media folder's (`MEDIA_DIR`). */
export type FullDisk = "store" | "media";

/** 507: a write met a full disk (ENOSPC, SQLite's "database or disk is full"); nothing was saved. */
export class InsufficientStorageError extends AppError {
  constructor(readonly disk: FullDisk) {
    super(
      `No space left on the ${disk} disk: nothing was saved. Try again later.`,
      507,
    );
  }
}

/** True when `error` is a disk-full refusal: a file system's ENOSPC or SQLite's "database or disk is full". */
export function isNoSpaceError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (error as { code?: unknown }).code === "ENOSPC" ||
    /database or disk is full|No space left/i.test(error.message);
}

/** 502 (504 when it took too long): an outside service failed or answered something unusable. */
export class UpstreamError extends AppError {
  constructor(message: string, status: 502 | 504 = 502) {
    super(message, status);
  }
}
