/**
 * Downloads an image whose address came in a provider's answer. The address is
 * as untrusted as the rest of the answer, so it gets the link checker's guard
 * (`lib/links/host_guard.ts`): https only, the host looked up once and
 * refused when any of its addresses is loopback, private, link-local or
 * otherwise not public, the request pinned to the checked address
 * (`pinned_request.ts`), and each redirect checked the same way. The body is
 * read as it arrives and the download stops as soon as it passes the byte
 * limit (the upload pipeline's 4 MB for generated images), so an endless or
 * huge answer costs at most that much memory.
 */
import { UpstreamError } from "../../errors.ts";
import { type LookupHost, requestHostGuard } from "../../links/host_guard.ts";
import { openPinned } from "../../links/pinned_request.ts";
import { formatBytes } from "../../format/format_bytes.ts";
import { MAX_IMAGE_BYTES } from "../../shared/image_limits.ts";

/** Test hooks and limits of {@link downloadImage}; production uses the defaults. */
export interface ImageDownloadOptions {
  /** URL host names allowed to be private (a test server on `127.0.0.1`); they are still pinned. */
  privateHostsAllowed?: string[];
  /** Resolves names (default: the system resolver). */
  lookup?: LookupHost;
  /** Root certificates (PEM) trusted besides the usual ones. */
  caCerts?: string[];
  /** Largest image read, in bytes (default 4 MB, the limit of generated images). */
  maxBytes?: number;
}

/** Redirects followed before a download gives up. */
const MAX_REDIRECTS = 3;

/** Message of an image over the limit. */
export function tooLargeMessage(maxBytes: number): string {
  return `the generated image is larger than ${formatBytes(maxBytes)}`;
}

/** Decodes a `data:image/…;base64,` URL, refusing one whose image would be over the limit. */
export function decodeImageDataUrl(base64: string, maxBytes = MAX_IMAGE_BYTES): Uint8Array {
  if (Math.floor(base64.length * 3 / 4) - 2 > maxBytes) throw new UpstreamError(tooLargeMessage(maxBytes));
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** Downloads `address` (https only, public hosts only, at most `maxBytes`); see the module comment. */
export async function downloadImage(
  address: string,
  signal: AbortSignal,
  options: ImageDownloadOptions = {},
): Promise<Uint8Array> {
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
  const guard = requestHostGuard({
    lookup: options.lookup,
    privateHostsAllowed: options.privateHostsAllowed,
  })!;
  let url = httpsUrl(address);
  for (let hop = 0;; hop++) {
    const verdict = await guard(url);
    if (!verdict.allowed) throw new UpstreamError(`the image address was refused (${verdict.reason})`);
    const response = await openPinned(url, {
      method: "GET",
      headers: { Accept: "image/*" },
      signal,
      address: verdict.address,
      caCerts: options.caCerts,
    }).catch((error) => {
      if (signal.aborted) throw error;
      throw new UpstreamError("the generated image could not be downloaded");
    });
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.destroy();
      if (hop >= MAX_REDIRECTS) {
        throw new UpstreamError("the generated image could not be downloaded (too many redirects)");
      }
      url = httpsUrl(new URL(location, url).href);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      throw new UpstreamError(`the generated image could not be downloaded (HTTP ${status})`);
    }
    if (Number(response.headers["content-length"] ?? 0) > maxBytes) {
      response.destroy();
      throw new UpstreamError(tooLargeMessage(maxBytes));
    }
    return await readLimited(response, () => response.destroy(), maxBytes, signal);
  }
}

function httpsUrl(address: string): URL {
  let url: URL | null = null;
  try {
    url = new URL(address);
  } catch {
    // refused below
  }
  if (url?.protocol !== "https:") throw new UpstreamError("the AI model answered with an unusable image address");
  return url;
}

/**
 * Reads `body` to its end, or throws (502, {@link tooLargeMessage}) as soon as it passes `maxBytes`; `stop` closes it
 * either way.
 */
export async function readLimited(
  body: AsyncIterable<Uint8Array>,
  stop: () => unknown,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      size += chunk.length;
      if (size > maxBytes) throw new UpstreamError(tooLargeMessage(maxBytes));
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof UpstreamError || signal.aborted) throw error;
    throw new UpstreamError("the generated image could not be downloaded");
  } finally {
    await stop();
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}
