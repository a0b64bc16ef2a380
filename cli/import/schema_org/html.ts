/** Parsing fetched pages into a DOM. */
import { parseDocument } from "htmlparser2";

/** A parsed HTML document. */
export type Document = ReturnType<typeof parseDocument>;
/** An element of a parsed document. */
export type Element = Extract<Document["children"][number], { attribs: unknown }>;

/** The DOM of an HTML page. */
export function parseHtml(html: string): Document {
  return parseDocument(html, { decodeEntities: true });
}
