/**
 * What the layer needs from the app to send files compressed: the build
 * compresses each built file and static text file once with
 * {@link Encodings.compress} and writes the codings beside it; serving picks
 * one by `Accept-Encoding` with {@link Encodings.respond}. The app passes its
 * own implementation (`FreshOptions.encodings`, `BuildOptions.encodings`).
 */

/** One body in each coding the app keeps; a coding left out is not sent. */
export interface EncodedBodies {
  identity: Uint8Array;
  gzip?: Uint8Array;
  br?: Uint8Array;
}

/** The app's content codings. */
export interface Encodings {
  /** Every coding of `bytes` worth keeping (at build time: take the time it needs). */
  compress(bytes: Uint8Array): EncodedBodies;
  /** The answer for a request of a precompressed file: the chosen body, its `Content-Encoding` and `Vary`. */
  respond(
    request: { method: string; acceptEncoding: string | null | undefined },
    bodies: EncodedBodies,
    headers: Record<string, string>,
  ): Response;
}

/** Codings as file name suffixes in the build folder. */
export const CODING_SUFFIXES = { br: ".br", gzip: ".gz" } as const;
