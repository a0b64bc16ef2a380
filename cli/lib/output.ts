/**
 * Where a command writes: people get plain lines (or ink views on a terminal), scripts get `--json`. Messages go
 * to stderr when stdout carries JSON, so a pipe always receives one JSON document.
 */

/** How a command prints. */
export interface Output {
  /** `--json`: print one JSON document on stdout and nothing else there. */
  readonly json: boolean;
  /** ANSI colours allowed (a terminal without NO_COLOR). */
  readonly color: boolean;
  /** stdout and stdin are a terminal and not `--json`: ink views and prompts may be used. */
  readonly interactive: boolean;
  /** A line for people (stderr in `--json` mode). */
  line(text: string): void;
  /** An error or warning line on stderr. */
  error(text: string): void;
  /** The command's JSON result on stdout (only in `--json` mode). */
  data(value: unknown): void;
}

/** Builds the output of one run from the `--json` flag and the environment. */
export function createOutput(options: { json?: boolean }): Output {
  const json = !!options.json;
  const terminal = Deno.stdout.isTerminal();
  const encoder = new TextEncoder();
  const write = (stream: typeof Deno.stdout | typeof Deno.stderr, text: string) =>
    stream.writeSync(encoder.encode(`${text}\n`));
  return {
    json,
    color: terminal && !Deno.env.get("NO_COLOR"),
    interactive: terminal && Deno.stdin.isTerminal() && !json,
    line: (text) => write(json ? Deno.stderr : Deno.stdout, text),
    error: (text) => write(Deno.stderr, text),
    data: (value) => {
      if (json) write(Deno.stdout, JSON.stringify(value, null, 2));
    },
  };
}
