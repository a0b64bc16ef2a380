/**
 * Any other path: an active redirect for it answers, a trailing slash is
 * dropped with a 301 (only for plain site paths: no `\`, `//`, control or
 * whitespace characters once decoded), everything else is the 404 page
 * (rendered inside the public layout, since this route runs the public
 * middleware first).
 */
import { NotFoundError } from "@/lib/errors.ts";
import { define } from "@/lib/define.ts";
import { decodePercent, isPlainSitePath, redirectTo } from "@/lib/http/location.ts";
import { answerRedirect } from "@/lib/site/redirect.ts";
import { withoutTrailingSlashes } from "@/lib/shared/paths.ts";

export const handler = define.handlers(async (c) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") throw new NotFoundError();
  const redirected = await answerRedirect(c);
  if (redirected) return redirected;
  const { pathname, search } = new URL(c.req.url);
  const trimmed = withoutTrailingSlashes(pathname);
  const decoded = decodePercent(trimmed);
  if (trimmed && trimmed !== pathname && decoded !== null && isPlainSitePath(decoded)) {
    return redirectTo(c, `${trimmed}${search}`, 301);
  }
  throw new NotFoundError();
});
