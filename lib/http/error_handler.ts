/**
 * One place that turns thrown errors into HTTP answers: typed {@link AppError}s
 * keep their status and message (a full disk's 507 also logs one line; a 429 or a
 * busy store's 503 says when to ask again in `Retry-After`, the latter in English to the admin's API); zod errors become 400 field errors; anything
 * else is hidden behind a 500 whose `X-Request-Id` names its log line (with the
 * stack, `internal_error.ts`).
 */
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import {
  AppError,
  ConflictError,
  InsufficientStorageError,
  RateLimitError,
  StoreBusyError,
  ValidationError,
} from "../errors.ts";
import { log } from "../process/log.ts";
import { reportInternalError, REQUEST_ID_HEADER } from "./internal_error.ts";
import { loggedPath, requestPath, routeGroupOfUrl } from "./route_group.ts";

/** The one log line of a write that met a full disk (for answers that are not made here, e.g. a form's redirect). */
export function logFullDisk(error: InsufficientStorageError, request?: Request): void {
  const path = request ? `${request.method} ${loggedPath(requestPath(request.url))}` : "a write";
  log.error(`No space left on the ${error.disk} disk: ${path} saved nothing`);
}

/** JSON body of every API error. */
export interface ErrorBody {
  error: string;
  fields?: Record<string, string[]>;
  field?: string;
}

/** Maps a zod error to `{ "a.b": ["message"] }`. */
export function zodFieldErrors(error: ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".") || "_";
    (fields[path] ??= []).push(issue.message);
  }
  return fields;
}

/** Status, JSON body and headers for any value thrown while answering `request`. */
export function errorToBody(
  error: unknown,
  request?: Request,
): { status: number; body: ErrorBody; headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  if (error instanceof ZodError) {
    return { status: 400, body: { error: "Invalid input", fields: zodFieldErrors(error) }, headers };
  }
  if (error instanceof ValidationError) {
    return { status: 400, body: { error: error.message, fields: error.fields }, headers };
  }
  if (error instanceof RateLimitError || error instanceof StoreBusyError) {
    headers["Retry-After"] = String(error.retryAfter);
    const admin = error instanceof StoreBusyError && request &&
      routeGroupOfUrl(request.method, request.url) === "api_admin";
    return { status: error.status, body: { error: admin ? StoreBusyError.adminMessage : error.message }, headers };
  }
  if (error instanceof InsufficientStorageError) {
    logFullDisk(error, request);
    return { status: 507, body: { error: error.message }, headers };
  }
  if (error instanceof ConflictError) {
    return { status: 409, body: { error: error.message, ...(error.field ? { field: error.field } : {}) }, headers };
  }
  if (error instanceof AppError) return { status: error.status, body: { error: error.message }, headers };
  if (error instanceof HTTPException) {
    return { status: error.status, body: { error: error.message || "Request failed" }, headers };
  }
  headers[REQUEST_ID_HEADER] = reportInternalError(error, request);
  return { status: 500, body: { error: "Internal server error" }, headers };
}
