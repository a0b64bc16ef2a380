/**
 * The process's log lines: `info` to standard output (written together at the end of each event-loop turn, see
 * {@link PendingLines}), `warn` and `error` to standard error at once, either plain
 * (`message key=value …`, as the console always printed) or one JSON object per line
 * (`{"time","level","msg",…fields}`, `LOG_FORMAT=json`, see `lib/config.ts`).
 *
 * With JSON on, {@link configureLogging} also routes the console (`console.log`, `info`, `debug`, `warn`, `error`)
 * through {@link log}, so every line the process prints, from any module, is one JSON object: start-up notices,
 * errors with their stack (field `stack`), the generated admin password. Values are escaped by `JSON.stringify`
 * (JSON) or quoted as JSON strings when they hold spaces, quotes, `=` or control characters (plain), so no text
 * breaks a line or forges another.
 */

/** How lines are printed: plain text or one JSON object per line. */
export type LogFormat = "plain" | "json";
/** How bad it is: `info` goes to standard output, the others to standard error. */
export type LogLevel = "info" | "warn" | "error";
/** More facts of a line (an `Error` prints as its stack). */
export type LogFields = Readonly<Record<string, unknown>>;
/** Where finished lines go. */
export type LogWriter = (level: LogLevel, line: string) => void;

/** Writes log lines of each level. */
export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

/** Fields of a JSON line the caller cannot replace. */
const OWN_FIELDS = new Set(["time", "level", "msg"]);

/** A field value as logged: an error as its stack (or message), anything else as it is. */
function fieldValue(value: unknown): unknown {
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  if (typeof value === "bigint") return String(value);
  return value;
}

/** A plain field value: bare when it is a safe word, else a JSON string (quotes, spaces and controls escaped). */
function plainValue(value: unknown): string {
  const v = fieldValue(value);
  if (typeof v === "number" || typeof v === "boolean" || v === null) return String(v);
  const text = typeof v === "string" ? v : JSON.stringify(v) ?? String(v);
  return /^[\x21\x23-\x3c\x3e-\x7e]+$/.test(text) ? text : JSON.stringify(text);
}

/** The message itself in a plain line: control characters (line feeds too) escaped as JSON would, the rest as written. */
function plainMessage(message: string): string {
  // deno-lint-ignore no-control-regex
  return message.replace(/[\x00-\x1f\x7f]/g, (c) => JSON.stringify(c).slice(1, -1));
}

/** One log line (no line feed at the end) in `format`. */
export function formatLogLine(
  format: LogFormat,
  level: LogLevel,
  message: string,
  fields: LogFields = {},
  time: Date = new Date(),
): string {
  if (format === "json") {
    const line: Record<string, unknown> = { time: time.toISOString(), level, msg: message };
    for (const [name, value] of Object.entries(fields)) {
      if (!OWN_FIELDS.has(name) && value !== undefined) line[name] = fieldValue(value);
    }
    return JSON.stringify(line);
  }
  let line = plainMessage(message);
  let stack = "";
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    // A stack reads best on the lines below, as the console prints it.
    if (name === "stack" && typeof value === "string") stack = `\n${value}`;
    else line += ` ${name}=${plainValue(value)}`;
  }
  return line + stack;
}

/** The console's methods JSON routing replaces, as they are now. */
function consoleMethods() {
  const { log, info, debug, warn, error } = console;
  return { log, info, debug, warn, error };
}

/** The console's own methods, kept before JSON routing replaces them. */
const CONSOLE = consoleMethods();

/**
 * `info` lines waiting for standard output: they are written together, in one write, once the current turn of the
 * event loop is over (a line per request written at once cost a busy server about 11 µs of CPU each). A timer that
 * does not hold the process open does it, and the process's `unload` event writes what is left; a process killed
 * outright may lose the lines of its last turn.
 */
class PendingLines {
  private lines: string[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly encoder = new TextEncoder();

  add(line: string): void {
    this.lines.push(line);
    if (this.timer === null) {
      const timer = setTimeout(() => this.flush(), 0);
      Deno.unrefTimer(timer);
      this.timer = timer;
    }
  }

  /** Writes every waiting line now (a write that fails, e.g. a closed pipe, drops them). */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.lines.length === 0) return;
    const bytes = this.encoder.encode(`${this.lines.join("\n")}\n`);
    this.lines = [];
    try {
      for (let written = 0; written < bytes.length;) written += Deno.stdout.writeSync(bytes.subarray(written));
    } catch {
      // Nowhere to write to: the lines are lost, the server goes on.
    }
  }
}

const pending = new PendingLines();
globalThis.addEventListener("unload", () => pending.flush());

/** Writes `line` to standard output as it is, among the `info` lines: a line a child process already formatted. */
export function passOnLine(line: string): void {
  pending.add(line);
}

/**
 * `info` to standard output after the current turn, the rest to standard error at once (waiting `info` lines are
 * written first), through the console's `error` that `consoleError` picks.
 */
function stdWriter(consoleError: () => (line: string) => void): LogWriter {
  return (level, line) => {
    if (level === "info") return pending.add(line);
    pending.flush();
    consoleError().call(console, line);
  };
}

/** JSON lines: the console's own `error`, not the routed one. */
const consoleWriter: LogWriter = stdWriter(() => CONSOLE.error);

/** Plain lines: `warn` and `error` through whatever the console is now (tests may watch it). */
const liveConsoleWriter: LogWriter = stdWriter(() => console.error);

interface LogState {
  format: LogFormat;
  write: LogWriter;
  now: () => Date;
}

let state: LogState = { format: "plain", write: liveConsoleWriter, now: () => new Date() };

/** The process's logger, in the format {@link configureLogging} set (plain until then). */
export const log: Logger = { info: logAt("info"), warn: logAt("warn"), error: logAt("error") };

/** The logger's method of `level`. */
function logAt(level: LogLevel): Logger["info"] {
  return (message, fields) => state.write(level, formatLogLine(state.format, level, message, fields, state.now()));
}

/** What {@link configureLogging} takes. */
export interface LogOptions {
  format: LogFormat;
  /** Where lines go (default: standard output and standard error). */
  write?: LogWriter;
  /** The clock of the `time` field (tests). */
  now?: () => Date;
}

/**
 * Sets the format (and, for tests, the writer and clock) of {@link log}; with `json`, the console's methods print
 * through it too. Returns a function that puts back the previous settings and console.
 */
export function configureLogging(options: LogOptions): () => void {
  const before = state;
  const methods = consoleMethods();
  const json = options.format === "json";
  state = {
    format: options.format,
    write: options.write ?? (json ? consoleWriter : liveConsoleWriter),
    now: options.now ?? (() => new Date()),
  };
  if (json) {
    console.log = console.info = console.debug = (...args: unknown[]) => log.info(...consoleLine(args));
    console.warn = (...args: unknown[]) => log.warn(...consoleLine(args));
    console.error = (...args: unknown[]) => log.error(...consoleLine(args));
  }
  return () => {
    state = before;
    Object.assign(console, methods);
  };
}

/**
 * A console call's arguments as a message and fields: strings as they are, errors as `Name: message` (the first
 * error's stack in `stack`), anything else as the console would show it.
 */
export function consoleLine(args: unknown[]): [string, LogFields] {
  let stack: string | undefined;
  const parts = args.map((arg) => {
    if (typeof arg === "string") return arg;
    if (arg instanceof Error) {
      stack ??= arg.stack;
      return `${arg.name}: ${arg.message}`;
    }
    return Deno.inspect(arg, { colors: false, depth: 4 });
  });
  return [parts.join(" "), stack === undefined ? {} : { stack }];
}

/**
 * {@link configureLogging} for a whole program (`main.ts`, the supervisor). With JSON on, an uncaught error or an
 * unhandled rejection, which Deno would print as plain text, is logged as one `error` line with its stack instead,
 * and the process ends with code 1 as Deno would end it.
 */
export function configureProcessLogging(format: LogFormat): void {
  configureLogging({ format });
  if (format !== "json") return;
  const fail = (message: string, error: unknown) => {
    log.error(message, { stack: error instanceof Error ? error.stack ?? String(error) : Deno.inspect(error) });
    Deno.exit(1);
  };
  globalThis.addEventListener("error", (event) => {
    event.preventDefault();
    fail("Uncaught error", event.error);
  });
  globalThis.addEventListener("unhandledrejection", (event) => {
    event.preventDefault();
    fail("Unhandled promise rejection", event.reason);
  });
}
