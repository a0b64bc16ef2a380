/**
 * An unexpected failure, reported once: a random request id goes into the answer (`X-Request-Id`) and into the
 * error's log line with the stack, so an operator finds the line a user's 500 belongs to.
 */
import { newId } from "../ids.ts";
import { log } from "../process/log.ts";
import { loggedPath, requestPath } from "./route_group.ts";

/** The header a 500 answer carries its request id in. */
export const REQUEST_ID_HEADER = "X-Request-Id";

/** Logs `error` (with its stack) for `request` under a new request id, and returns the id. */
export function reportInternalError(error: unknown, request?: Request): string {
  const id = newId();
  log.error("Internal server error", {
    request_id: id,
    method: request?.method,
    path: request ? loggedPath(requestPath(request.url)) : undefined,
    stack: error instanceof Error ? error.stack ?? `${error.name}: ${error.message}` : String(error),
  });
  return id;
}
