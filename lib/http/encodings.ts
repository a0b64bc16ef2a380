/**
 * Bodies compressed once, ahead of time, and the choice between them by a
 * request's `Accept-Encoding`: built assets, static text files and cached
 * pages are all sent this way, so no answer is compressed per request.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { EncodedBodies, Encodings } from "../fresh/encodings.ts";

/** Content codings a precompressed body is kept in. */
export type Encoding = "br" | "gzip" | "identity";

/** How hard to compress: `max` for files compressed once at start, `fast` for pages compressed on a cache miss. */
export type CompressionEffort = "max" | "fast";

/** Bodies smaller than this are sent as they are. */
const MIN_COMPRESS_BYTES = 256;

/** Compresses `bytes` with gzip and brotli, keeping each only when it saves bytes. */
export function precompress(bytes: Uint8Array, effort: CompressionEffort = "max"): EncodedBodies {
  const bodies: EncodedBodies = { identity: bytes };
  if (bytes.length < MIN_COMPRESS_BYTES) return bodies;
  const gz = new Uint8Array(gzipSync(bytes, { level: effort === "max" ? 9 : 6 }));
  if (gz.length < bytes.length) bodies.gzip = gz;
  const br = new Uint8Array(brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === "max" ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  }));
  if (br.length < (bodies.gzip ?? bytes).length) bodies.br = br;
  return bodies;
}

const BR = /(?:^|,)\s*br\s*(?:,|;(?!\s*q=0(?:\.0*)?\s*(?:,|$))|$)/i;
const GZIP = /(?:^|,)\s*(?:x-)?gzip\s*(?:,|;(?!\s*q=0(?:\.0*)?\s*(?:,|$))|$)/i;

/** The coding to send for `acceptEncoding` among those `bodies` holds: br, then gzip, else identity. */
export function chooseEncoding(
  acceptEncoding: string | null | undefined,
  bodies: Partial<Record<Encoding, unknown>>,
): Encoding {
  if (!acceptEncoding) return "identity";
  if (bodies.br && BR.test(acceptEncoding)) return "br";
  if (bodies.gzip && GZIP.test(acceptEncoding)) return "gzip";
  return "identity";
}

/** Total bytes held by `bodies`. */
export function encodedSize(bodies: Partial<EncodedBodies>): number {
  return (bodies.identity?.length ?? 0) + (bodies.gzip?.length ?? 0) + (bodies.br?.length ?? 0);
}

/**
 * The answer for a precompressed file: the chosen body with `Content-Encoding`
 * and `Vary: Accept-Encoding` (always, since the choice depends on it), plus `headers`.
 */
export function encodedResponse(
  request: { method: string; acceptEncoding: string | null | undefined },
  bodies: EncodedBodies,
  headers: Record<string, string>,
  status = 200,
): Response {
  const encoding = chooseEncoding(request.acceptEncoding, bodies);
  const body = bodies[encoding]!;
  const all: Record<string, string> = { ...headers, "Vary": "Accept-Encoding", "Content-Length": String(body.length) };
  if (encoding !== "identity") all["Content-Encoding"] = encoding;
  return new Response(request.method === "HEAD" ? null : body as Uint8Array<ArrayBuffer>, { status, headers: all });
}

/** The site's codings as the file-route layer takes them: built files compressed with `max` effort. */
export const ENCODINGS: Encodings = {
  compress: (bytes) => precompress(bytes, "max"),
  respond: (request, bodies, headers) => encodedResponse(request, bodies, headers),
};
