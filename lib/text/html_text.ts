/**
 * Plain text of HTML without a parser, safe for browser code: the one table of character references and the one
 * `htmlToText`. Server code that needs the structure of post HTML reads it with `lib/content/post_html.ts`.
 */

/** The named references decoded (`name:character`): markup's own, the no-break space, Spanish letters and marks. */
const NAMED_ENTITIES = new Map(
  ("amp:&,lt:<,gt:>,quot:\",apos:',nbsp: ,aacute:á,eacute:é,iacute:í,oacute:ó,uacute:ú,ntilde:ñ,uuml:ü,Aacute:Á," +
    "Eacute:É,Iacute:Í,Oacute:Ó,Uacute:Ú,Ntilde:Ñ,iexcl:¡,iquest:¿,laquo:«,raquo:»,ndash:–,mdash:—,hellip:…")
    .split(",").map((pair) => pair.split(":") as [string, string]),
);

/** A character reference: numeric, or named (a name outside the table is left as written). */
const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi;

/** Decodes character references (numeric ones and the common named ones, Spanish letters included). */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES.get(body) ?? NAMED_ENTITIES.get(body.toLowerCase()) ?? whole;
  });
}

const INLINE_TAG = /<\/?(?:a|abbr|b|code|em|i|mark|s|small|span|strong|sub|sup|u)\b[^>]*>/gi;

/**
 * Plain text of HTML: scripts, styles and comments dropped, inline tags (`<strong>`, `<a>`…) removed in place and
 * other tags read as a space, character references decoded, whitespace collapsed.
 */
export function htmlToText(html: string): string {
  const stripped = html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi, " ")
    .replace(INLINE_TAG, "").replace(/<[^>]*>/g, " ");
  return decodeEntities(stripped).replace(/\s+/g, " ").trim();
}

/** Escapes text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
