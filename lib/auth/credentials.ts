/** Reading the credentials a request presents: a bearer token first, else the session cookie. */
import type { Context } from "hono";
import { readSessionCookie } from "./cookies.ts";

/** A token and how it was presented. */
export interface PresentedToken {
  token: string;
  method: "bearer" | "cookie";
}

/** The token from `Authorization: Bearer <token>`, or null. */
export function readBearerToken(c: Context): string | null {
  const header = c.req.header("authorization");
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match ? match[1] : null;
}

/** The bearer token when the header is present, otherwise the session cookie, otherwise null. */
export function presentedToken(c: Context): PresentedToken | null {
  const bearer = readBearerToken(c);
  if (bearer) return { token: bearer, method: "bearer" };
  const cookie = readSessionCookie(c);
  return cookie ? { token: cookie, method: "cookie" } : null;
}
