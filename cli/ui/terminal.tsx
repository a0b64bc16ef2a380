/**
 * The ink side of the output: prompts, tables and progress on a terminal, plain lines otherwise. Commands call
 * these and never branch on the terminal themselves.
 */
import { render, Static, Text } from "ink";
import type { Output } from "../lib/output.ts";
import { textTable } from "../lib/text_table.ts";
import { ProgressBar } from "./ProgressBar.tsx";
import { Table, type TableProps } from "./Table.tsx";
import { TextPrompt } from "./TextPrompt.tsx";

const INK_OPTIONS = { exitOnCtrlC: false, patchConsole: false } as const;

/** Asks one line on the terminal; rejects with an AbortError when cancelled. */
export function askLine(label: string, secret = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const app = render(
      <TextPrompt
        label={`${label} `}
        secret={secret}
        onSubmit={(value) => {
          app.unmount();
          resolve(value);
        }}
        onCancel={() => {
          app.unmount();
          reject(new DOMException("Interrupted", "AbortError"));
        }}
      />,
      INK_OPTIONS,
    );
  });
}

/** Prints a table: ink on a terminal, padded plain lines otherwise (never in `--json` mode). */
export function printTable(output: Output, headers: string[], rows: string[][], rowColor?: TableProps["rowColor"]) {
  if (output.json) return;
  if (output.interactive && output.color) {
    render(<Table headers={headers} rows={rows} rowColor={rowColor} />, INK_OPTIONS).unmount();
    return;
  }
  for (const line of textTable(headers, rows)) output.line(line);
}

/** A running progress display. */
export interface Progress {
  update(done: number, total: number | null, current?: string): void;
  /** A line about one finished item (printed above the bar, or as a plain line). */
  note(text: string): void;
  finish(): void;
}

/** A progress bar on a terminal; without one, only the notes as plain lines (nothing in `--json` mode). */
export function startProgress(output: Output, label: string): Progress {
  if (!output.interactive) {
    return { update() {}, note: (text) => output.line(text), finish() {} };
  }
  let state = { done: 0, total: null as number | null, current: "" };
  const notes: string[] = [];
  const view = () => (
    <>
      <Static items={[...notes]}>{(text, i) => <Text key={i}>{text}</Text>}</Static>
      <ProgressBar
        label={label}
        done={state.done}
        total={state.total}
        current={state.current}
        color={output.color}
      />
    </>
  );
  const app = render(view(), INK_OPTIONS);
  return {
    update(done, total, current = "") {
      state = { done, total, current };
      app.rerender(view());
    },
    note(text) {
      notes.push(text);
      app.rerender(view());
    },
    finish() {
      state = { ...state, current: "" };
      app.rerender(view());
      app.unmount();
    },
  };
}
