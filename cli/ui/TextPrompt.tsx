/** A one-line question on the terminal; `secret` shows bullets instead of the typed text. */
import { Box, Text, useInput } from "ink";
import { useState } from "react";

/** Props of {@link TextPrompt}. */
export interface TextPromptProps {
  label: string;
  secret?: boolean;
  onSubmit(value: string): void;
  onCancel(): void;
}

/** Reads a line: Enter submits, Backspace deletes, Ctrl+C or Escape cancels. */
export function TextPrompt({ label, secret, onSubmit, onCancel }: TextPromptProps) {
  const [value, setValue] = useState("");
  const [done, setDone] = useState(false);
  useInput((input, key) => {
    if (done) return;
    if ((key.ctrl && input === "c") || key.escape) return onCancel();
    if (key.return) {
      setDone(true);
      return onSubmit(value);
    }
    if (key.backspace || key.delete) return setValue((current) => current.slice(0, -1));
    if (!key.ctrl && !key.meta && input) setValue((current) => current + input);
  });
  return (
    <Box>
      <Text bold>{label}</Text>
      <Text>{secret ? "•".repeat(value.length) : value}</Text>
      {done ? null : <Text inverse></Text>}
    </Box>
  );
}
