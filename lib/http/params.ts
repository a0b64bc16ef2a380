/** Route parameters for file-route handlers. */
import type { Context } from "hono";
import { NotFoundError } from "../errors.ts";

/** The named path parameter; a missing or empty one means the route does not exist (404). */
export function routeParam(c: Context, name: string): string {
  const value = c.req.param(name) as string | undefined;
  if (!value) throw new NotFoundError();
  return value;
}
