/**
 * The request body limit of a route (its access table row says which, `lib/auth/access_control.ts`): a body over
 * `maxSize`, declared by `Content-Length` or found while reading a streamed one, is refused (413 by the caller's
 * `refuse`). Unlike Hono's `bodyLimit`, the refused body is first read to its end and thrown away, up to
 * {@link MAX_DISCARDED_BODY}: the connection then stays usable, so a proxy that was still sending it relays the 413
 * instead of answering 502 for a connection reset under its writes. An accepted streamed body is buffered and handed
 * on as the request's body, as Hono's does.
 */
import type { Context, MiddlewareHandler } from "hono";
import { MAX_DISCARDED_BODY } from "./body_limits.ts";

/** Reads `reader` to its end or until `budget` more bytes were read; true when the end was reached. */
async function discard(reader: ReadableStreamDefaultReader<Uint8Array>, budget: number): Promise<boolean> {
  let read = 0;
  try {
    while (read <= budget) {
      const { done, value } = await reader.read();
      if (done) return true;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to read.
  }
  return false;
}

/** The middleware refusing bodies over `maxSize` with `refuse()` (which throws or answers), after discarding them. */
export function limitBody(
  maxSize: number,
  refuse: (c: Context) => Response | Promise<Response>,
  discardUpTo = MAX_DISCARDED_BODY,
): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return await next();
    const declared = c.req.raw.headers.has("transfer-encoding") ? null : c.req.raw.headers.get("content-length");
    if (declared !== null) {
      const length = Number.parseInt(declared, 10);
      if (!(length > maxSize)) return await next();
      if (length <= discardUpTo) await discard(body.getReader(), discardUpTo);
      return await refuse(c);
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) {
        await discard(reader, discardUpTo - size);
        return await refuse(c);
      }
      chunks.push(value);
    }
    const buffer = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      buffer.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: buffer });
    return await next();
  };
}
