/**
 * Every form WordPress writes an image address in, made the absolute URL of the original so the import can bring
 * it in: relative (`/wp-content/uploads/…`) and protocol-relative (`//host/…`) addresses against the old site, an
 * `<img>` with only a `srcset` (its widest candidate), Jetpack/Photon copies (`i0.wp.com/host/path?resize=…`, the
 * original at `host/path`) and "link to media file" anchors around images.
 */
import { decodeEntities, escapeHtml } from "../../../../lib/text/html_text.ts";

const IMG_TAG = /<img\b[^>]*>/gi;
const LINK_START = /<a\b[^>]*>/gi;
const PHOTON_HOST = /^i[0-3]\.wp\.com$/i;

/** `url` made absolute against `site`; a Photon copy becomes its original; null when it is no http(s) URL. */
export function originalImageUrl(url: string, site: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim(), site || undefined);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(parsed.protocol)) return null;
  if (PHOTON_HOST.test(parsed.hostname)) {
    // Photon fetches the original over http unless `ssl=1` asks for https.
    const scheme = parsed.searchParams.get("ssl") === "1" ? "https" : "http";
    return originalImageUrl(`${scheme}://${parsed.pathname.slice(1)}`, site);
  }
  return parsed.href;
}

/** The widest candidate of a `srcset` ("a.jpg 300w, b.jpg 1200w" → "b.jpg"). */
function widest(srcset: string): string {
  const candidates = srcset.split(",").map((part) => part.trim().split(/\s+/))
    .map(([url, size = "1x"]) => ({ url, size: parseFloat(size) || 0 }));
  return candidates.sort((a, b) => b.size - a.size)[0]?.url ?? "";
}

function attribute(tag: string, name: string): { value: string; match: RegExpMatchArray } | null {
  const match = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, "i"));
  return match ? { value: decodeEntities(match[1] ?? match[2] ?? ""), match } : null;
}

/** `tag` with attribute `name` set to `value` (added when missing). */
function withAttribute(tag: string, name: string, value: string): string {
  const set = ` ${name}="${escapeHtml(value)}"`;
  const found = attribute(tag, name);
  return found ? tag.replace(found.match[0], set) : tag.replace(/^<(\w+)/, `<$1${set}`);
}

/** `html` with every image address (and every link to an image file) as the absolute URL of its original. */
export function absoluteImageUrls(html: string, site: string): string {
  return html.replace(IMG_TAG, (tag) => {
    const src = attribute(tag, "src")?.value || widest(attribute(tag, "srcset")?.value ?? "");
    const url = src && originalImageUrl(src, site);
    return url ? withAttribute(tag, "src", url) : tag;
  }).replace(LINK_START, (tag) => {
    const href = attribute(tag, "href")?.value ?? "";
    if (!/\.(?:jpe?g|png|gif|webp|avif)(?:[?#]|$)/i.test(href)) return tag;
    const url = originalImageUrl(href, site);
    return url ? withAttribute(tag, "href", url) : tag;
  });
}
