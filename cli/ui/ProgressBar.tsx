/** A progress bar with a count and the item being worked on. */
import { Box, Text } from "ink";

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  done: number;
  /** Unknown (null) while the total is not known yet. */
  total: number | null;
  label?: string;
  current?: string;
  width?: number;
  /** Colour the bar (false under NO_COLOR). */
  color?: boolean;
}

/** The filled part of a bar of `width` cells for `done` of `total`. */
export function barCells(done: number, total: number | null, width: number): string {
  const ratio = total ? Math.min(1, done / total) : 0;
  const filled = Math.round(ratio * width);
  return "█".repeat(filled) + "░".repeat(width - filled);
}

/** Renders `label [████░░░░] 3/8 current`. */
export function ProgressBar({ done, total, label, current, width = 30, color = true }: ProgressBarProps) {
  return (
    <Box gap={1}>
      {label ? <Text>{label}</Text> : null}
      <Text color={color ? "green" : undefined}>{barCells(done, total, width)}</Text>
      <Text>{total === null ? `${done}` : `${done}/${total}`}</Text>
      {current ? <Text dimColor>{current}</Text> : null}
    </Box>
  );
}
