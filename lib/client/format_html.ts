/**
 * The Code Editor's view of the content: the editor's one-line HTML laid out
 * one block per line, nested blocks indented by two spaces (inline markup and
 * `<pre>` text untouched), and the place in that code of a text selected in
 * the visual editor.
 */
import { decodeEntities } from "../text/html_text.ts";

/** Blocks that hold other blocks: each on its own line, their children indented. */
const CONTAINERS = new Set([
  "ul",
  "ol",
  "li",
  "blockquote",
  "div",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "figure",
  "label",
]);
/** Blocks whose content stays on their line. */
const LEAVES = new Set([
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "th",
  "td",
  "pre",
  "figcaption",
  "caption",
  "iframe",
  "video",
]);
/** Elements without content that stand on their own line outside a leaf. */
const VOIDS = new Set(["img", "hr", "input", "source"]);

/** `html` with one block per line and nested blocks indented; text inside leaf blocks is left as it is. */
export function formatHtml(html: string): string {
  const lines: string[] = [];
  let line = "";
  let depth = 0;
  let inLeaf = 0;
  const newLine = () => {
    if (line.trim() !== "") lines.push(line);
    line = "  ".repeat(Math.max(0, depth));
  };
  for (const token of html.split(/(<[^>]*>)/)) {
    if (token === "") continue;
    const tag = token.match(/^<(\/?)([a-zA-Z][a-zA-Z0-9]*)/);
    const name = tag?.[2].toLowerCase() ?? "";
    const closing = tag?.[1] === "/";
    if (inLeaf > 0 || !tag) {
      if (tag && LEAVES.has(name)) inLeaf += closing ? -1 : 1;
      if (inLeaf > 0 || tag || token.trim() !== "") line += token;
      continue;
    }
    if (CONTAINERS.has(name)) {
      if (closing) depth--;
      newLine();
      line += token;
      if (!closing) depth++;
    } else if (LEAVES.has(name) && !closing) {
      newLine();
      line += token;
      inLeaf = 1;
    } else if (VOIDS.has(name) && !closing) {
      newLine();
      line += token;
    } else {
      line += token;
    }
  }
  newLine();
  return lines.join("\n");
}

/**
 * Where `text` (a selection in the visual editor, `before` non-space characters into the document) appears in
 * `code`, as `[start, end)` offsets of the code; spaces and line breaks are ignored when matching, and of several
 * matches the one nearest `before` wins. Null when it is not there.
 */
export function findTextInCode(code: string, text: string, before = 0): [number, number] | null {
  const needle = text.replace(/\s+/g, "");
  if (!needle) return null;
  // The code's visible characters (tags skipped, entities decoded, spaces dropped) and where each starts and ends.
  let chars = "";
  const starts: number[] = [];
  const ends: number[] = [];
  for (let i = 0; i < code.length;) {
    if (code[i] === "<") {
      const close = code.indexOf(">", i);
      i = close === -1 ? code.length : close + 1;
      continue;
    }
    const entity = code.slice(i).match(/^&[a-z]+;/i)?.[0] ?? code[i];
    const decoded = decodeEntities(entity);
    const [char, width] = decoded === entity ? [code[i], 1] : [decoded, entity.length];
    if (!/\s/.test(char)) {
      chars += char;
      starts.push(i);
      ends.push(i + width);
    }
    i += width;
  }
  let best = -1;
  for (let at = chars.indexOf(needle); at !== -1; at = chars.indexOf(needle, at + 1)) {
    if (best === -1 || Math.abs(at - before) < Math.abs(best - before)) best = at;
  }
  return best === -1 ? null : [starts[best], ends[best + needle.length - 1]];
}
