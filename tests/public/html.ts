/** Small readers of rendered HTML for public page tests. */

/** Visible text of `html`: scripts, styles and tags removed, common entities decoded, whitespace collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style|head)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** Every JSON-LD block of the page, parsed. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

/** The `content` of `<meta name|property="key">`, or null. */
export function metaOf(html: string, key: string): string | null {
  const tag = html.match(new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`));
  return tag ? tag[1].replace(/&amp;/g, "&").replace(/&quot;/g, '"') : null;
}

/** The document title. */
export function titleOf(html: string): string {
  return textOf(html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? "");
}

/** The canonical URL, or null. */
export function canonicalOf(html: string): string | null {
  return html.match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? null;
}
