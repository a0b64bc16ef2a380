/** The summary line of a post: its own excerpt, or the start of its text. */

/** Length of the fallback excerpt, in characters. */
export const FALLBACK_EXCERPT_LENGTH = 120;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Plain text of HTML: tags removed, common character references decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, ref: string) => {
      if (ref[0] !== "#") return ENTITIES[ref.toLowerCase()] ?? match;
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** The post's excerpt, or else the first 120 characters of its content with the tags stripped. */
export function postExcerpt(post: { excerpt: string; content?: string }): string {
  const own = post.excerpt.trim();
  if (own) return own;
  return [...htmlToText(post.content ?? "")].slice(0, FALLBACK_EXCERPT_LENGTH).join("").trim();
}
