/**
 * A request whose URL cannot be parsed: the runtime builds `request.url` from the `Host` header, and accepts hosts no
 * URL can hold (`evil.example<x`). Such a request is answered 400 before anything reads its URL (the page cache,
 * the router), with a JSON error under `/api/` and a short Spanish text elsewhere; the header is never echoed.
 */

/** Message of the 400 (also the `error` of its JSON). */
export const BAD_HOST_MESSAGE = "Solicitud no válida: la cabecera Host no nombra un servidor.";

const HEADERS = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };

/** Wraps `inner`: requests whose URL parses go to it, the others get the 400. */
export function refuseBadHost<F extends (request: Request, ...rest: never[]) => Response | Promise<Response>>(
  inner: F,
): F {
  return ((request: Request, ...rest: never[]) =>
    URL.canParse(request.url) ? inner(request, ...rest) : badHostAnswer(request.url)) as F;
}

function badHostAnswer(url: string): Response {
  // The path is what follows the scheme and the (unparsable) host.
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "");
  if (path.startsWith("/api/")) return Response.json({ error: BAD_HOST_MESSAGE }, { status: 400, headers: HEADERS });
  return new Response(BAD_HOST_MESSAGE, {
    status: 400,
    headers: { ...HEADERS, "Content-Type": "text/plain; charset=utf-8" },
  });
}
