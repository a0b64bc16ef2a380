/**
 * A short Spanish page the server answers instead of a rendered one (while it starts, while it is too busy): no
 * script, no store read, `noindex`, and a meta refresh that reloads it after `refreshSeconds` (the CSP does not
 * govern it). Served with the site's security headers by {@link noticeAnswer}.
 */
import { Hono } from "hono";
import type { RequestConfig } from "../config.ts";
import { securityHeaders } from "./security_headers.ts";

/** What a notice page says. */
export interface Notice {
  /** Heading and `<title>` (before the site name). */
  title: string;
  /** One paragraph under the heading. */
  text: string;
  /** Seconds after which the page reloads itself (also sent as `Retry-After`). */
  refreshSeconds: number;
}

/** The HTML of `notice` (its texts are the server's own, never a request's). */
export function noticePage(notice: Notice): string {
  return `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="${notice.refreshSeconds}">
<title>${notice.title} · Recetas Cubanas</title>
</head>
<body>
<main>
<h1>${notice.title}</h1>
<p>${notice.text}</p>
</main>
</body>
</html>
`;
}

/**
 * A Hono app answering every request with the security headers of `siteOrigin`, `Retry-After`, `Cache-Control:
 * no-store` and `status`: under `/api/` a JSON error `apiError`, elsewhere the page of `notice`.
 */
export function noticeAnswer(
  siteOrigin: string,
  config: RequestConfig,
  status: 429 | 503,
  notice: Notice,
  apiError: string,
): Hono {
  const app = new Hono();
  const html = noticePage(notice);
  app.use("*", async (c, next) => {
    c.set("config" as never, config as never);
    await next();
  });
  app.use("*", securityHeaders(siteOrigin));
  app.all("*", (c) => {
    c.header("Retry-After", String(notice.refreshSeconds));
    c.header("Cache-Control", "no-store");
    if (new URL(c.req.url).pathname.startsWith("/api/")) return c.json({ error: apiError }, status);
    return c.html(html, status);
  });
  return app;
}
