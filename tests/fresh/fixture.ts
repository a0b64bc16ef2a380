/**
 * The fixture site of the file-route layer's tests (`tests/fixtures/site`): its build, made once per run into
 * the fixture's own `_build/` (stale check as for the site), and its codings (plain gzip and brotli, so the
 * layer is tested without the app's).
 */
import { brotliCompressSync, gzipSync } from "node:zlib";
import { createFreshApp, type FreshOptions } from "@/lib/fresh/app.ts";
import { stopBuilder } from "@/lib/fresh/build.ts";
import { ensureBuild } from "@/lib/fresh/builder.ts";
import type { EncodedBodies, Encodings } from "@/lib/fresh/encodings.ts";
import { fromFileUrl } from "@/lib/fresh/paths.ts";

/** Root of the fixture site. */
export const FIXTURE_ROOT = fromFileUrl(new URL("../fixtures/site", import.meta.url));

const BR = /(?:^|,)\s*br\s*(?:,|;|$)/;
const GZIP = /(?:^|,)\s*gzip\s*(?:,|;|$)/;

/** Codings of the fixture: every body in gzip and brotli; `Accept-Encoding` picks br, then gzip. */
export const FIXTURE_ENCODINGS: Encodings = {
  compress: (bytes: Uint8Array): EncodedBodies => ({
    identity: bytes,
    gzip: new Uint8Array(gzipSync(bytes)),
    br: new Uint8Array(brotliCompressSync(bytes)),
  }),
  respond(request, bodies, headers) {
    const accept = request.acceptEncoding ?? "";
    const coding = bodies.br && BR.test(accept) ? "br" : bodies.gzip && GZIP.test(accept) ? "gzip" : "identity";
    const body = bodies[coding]!;
    const all: Record<string, string> = { ...headers, "Vary": "Accept-Encoding" };
    if (coding !== "identity") all["Content-Encoding"] = coding;
    return new Response(request.method === "HEAD" ? null : body as Uint8Array<ArrayBuffer>, { headers: all });
  },
};

/** The fixture's stylesheet bundle. */
export const FIXTURE_STYLESHEETS = { site: ["site.css"] };

let built: Promise<unknown> | null = null;

/** Builds the fixture when its build is missing or stale (once per process). */
export function buildFixture(): Promise<unknown> {
  built ??= ensureBuild({
    root: FIXTURE_ROOT,
    outDir: `${FIXTURE_ROOT}/_build`,
    stylesheets: FIXTURE_STYLESHEETS,
    encodings: FIXTURE_ENCODINGS,
  }).finally(stopBuilder);
  return built;
}

/** The fixture app, built first when needed. */
export async function fixtureApp(options: Partial<FreshOptions> = {}) {
  await buildFixture();
  return await createFreshApp({ root: FIXTURE_ROOT, encodings: FIXTURE_ENCODINGS, ...options });
}
