/** Plain-text tables for output without a terminal: columns padded with spaces, no colours. */

/** Lines of a table: a header row and one row per item, columns separated by two spaces. */
export function textTable(headers: string[], rows: string[][]): string[] {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => (row[i] ?? "").length)));
  const format = (cells: string[]) => cells.map((cell, i) => (cell ?? "").padEnd(widths[i])).join("  ").trimEnd();
  return [format(headers), ...rows.map(format)];
}

/** `text` as one line of at most `max` characters ("…" where it was cut). */
export function oneLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
