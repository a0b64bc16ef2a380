/**
 * Any other path: an active redirect for it answers, a trailing slash is
 * dropped with a 301, everything else is the 404 page (rendered inside the
 * public layout, since this route runs the public middleware first).
 */
import { NotFoundError } from "@/lib/errors.ts";
import type { AppContext } from "@/lib/fresh/types.ts";
import { answerRedirect } from "@/lib/site/redirect.ts";

export async function handler(c: AppContext): Promise<Response> {
  const path = c.req.path;
  if (path.startsWith("/api/") || (c.req.method !== "GET" && c.req.method !== "HEAD")) throw new NotFoundError();
  const redirected = await answerRedirect(c);
  if (redirected) return redirected;
  if (path.length > 1 && path.endsWith("/")) {
    const query = new URL(c.req.url).search;
    return c.redirect(`/${path.replace(/^\/+|\/+$/g, "")}${query}`, 301);
  }
  throw new NotFoundError();
}
