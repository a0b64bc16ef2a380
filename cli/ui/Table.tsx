/** A table for the terminal: a bold header and padded columns. */
import { Box, Text } from "ink";

/** Props of {@link Table}. */
export interface TableProps {
  headers: string[];
  rows: string[][];
  /** Colour per row (e.g. red for failures). */
  rowColor?(row: string[], index: number): string | undefined;
}

/** Renders the rows under the headers, each column as wide as its widest cell. */
export function Table({ headers, rows, rowColor }: TableProps) {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => (row[i] ?? "").length)));
  return (
    <Box flexDirection="column">
      <Box gap={2}>
        {headers.map((header, i) => <Text key={i} bold>{header.padEnd(widths[i])}</Text>)}
      </Box>
      {rows.map((row, r) => (
        <Box key={r} gap={2}>
          {row.map((cell, i) => <Text key={i} color={rowColor?.(row, r)}>{(cell ?? "").padEnd(widths[i])}</Text>)}
        </Box>
      ))}
    </Box>
  );
}
