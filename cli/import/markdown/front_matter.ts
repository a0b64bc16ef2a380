/** YAML front matter: the `---` block at the top of a Markdown file, and the body after it. */
import { parse, YAMLParseError } from "yaml";

/** A Markdown file split into its front matter fields and its body. */
export interface FrontMatterDocument {
  data: Record<string, unknown>;
  body: string;
}

const BLOCK = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;

/** Splits `text`; a file without front matter has no fields. Throws when the YAML is broken or not a mapping. */
export function splitFrontMatter(text: string): FrontMatterDocument {
  const match = text.match(BLOCK);
  if (!match) return { data: {}, body: text.replace(/^\uFEFF/, "") };
  let data: unknown;
  try {
    data = parse(match[1]);
  } catch (error) {
    const detail = error instanceof YAMLParseError ? error.message.split("\n")[0] : String(error);
    throw new Error(`The front matter is not valid YAML: ${detail}`);
  }
  if (data === null || data === undefined) data = {};
  if (typeof data !== "object" || Array.isArray(data)) throw new Error("The front matter must be a YAML mapping");
  return { data: data as Record<string, unknown>, body: text.slice(match[0].length) };
}
