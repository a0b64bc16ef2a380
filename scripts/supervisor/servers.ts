/**
 * The server processes of the supervisor (`scripts/supervise.ts`): starts one with its private health port
 * (`HEALTH_PORT=0`) and, for a replacement, `LISTEN_WHEN_READY=1`; passes its output on line by line and catches the
 * line announcing the health port, and its standard error as it comes, keeping the end (`crash_loop.ts`); stops one
 * gracefully (SIGTERM, SIGKILL once `SHUTDOWN_GRACE_MS` and 5 s more have passed), or all of them on a stop signal.
 */
import { parseHealthPortLine } from "../../lib/process/health_port_line.ts";
import { passOnLine } from "../../lib/process/log.ts";
import { eachLine } from "../../lib/process/output_lines.ts";
import { OutputTail } from "./crash_loop.ts";

/** Extra wait past `SHUTDOWN_GRACE_MS` before a server that does not end gets SIGKILL. */
const KILL_MARGIN_MS = 5_000;

/** One running server process. */
export interface ServerProcess {
  child: Deno.ChildProcess;
  /** The end of its standard error (passed on as it comes), to tell why it crashed (`crash_loop.ts`). */
  stderrTail: OutputTail;
  /** Resolves with the private health port once announced (rejects if the server ends before). */
  healthPort: Promise<number>;
  /** Settles once the server's output has been passed on to its end. */
  output: Promise<void>;
}

/** A place for one server: its name in logs and the process serving it now. */
export interface ServerSlot {
  name: string;
  server: ServerProcess | null;
}

/** Writes a server's standard error to the supervisor's as it comes (a panic's lines unchanged), keeping its end. */
async function passOnErrors(stream: ReadableStream<Uint8Array>, tail: OutputTail): Promise<void> {
  for await (const chunk of stream) {
    tail.add(chunk);
    try {
      for (let written = 0; written < chunk.length;) written += Deno.stderr.writeSync(chunk.subarray(written));
    } catch {
      // Nowhere to write to: the output is read on, so the server never blocks on it.
    }
  }
}

/** Every server process the supervisor started and has not seen end. */
export class Servers {
  readonly #running = new Set<ServerProcess>();
  /** Output still being passed on. */
  readonly #outputs = new Set<Promise<void>>();
  #stopping = false;

  /** `args`: the deno arguments of a server; `graceMs`: `SHUTDOWN_GRACE_MS`. */
  constructor(private readonly args: string[], private readonly graceMs: number) {}

  /** How many servers run now. */
  get running(): number {
    return this.#running.size;
  }

  /** True once a stop signal arrived: no server is started any more. */
  get stopping(): boolean {
    return this.#stopping;
  }

  /** Starts a server named `name` in logs. */
  spawn(name: string, options: { listenWhenReady: boolean; replacing?: number }): ServerProcess {
    const child = new Deno.Command(Deno.execPath(), {
      args: this.args,
      env: { HEALTH_PORT: "0", LISTEN_WHEN_READY: options.listenWhenReady ? "1" : "0" },
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    let announce: (port: number) => void = () => {};
    const healthPort = new Promise<number>((resolve, reject) => {
      announce = resolve;
      child.status.then(() => reject(new Error("the server ended")));
    });
    healthPort.catch(() => {});
    const output = eachLine(child.stdout, (line) => {
      const port = parseHealthPortLine(line);
      // Passed on unchanged: under LOG_FORMAT=json the server's line is already a JSON object.
      if (port === null) passOnLine(line);
      else announce(port);
    }).catch(() => {});
    const stderrTail = new OutputTail();
    const errors = passOnErrors(child.stderr, stderrTail).catch(() => {});
    const both = Promise.all([output, errors]).then(() => {});
    this.#outputs.add(both);
    both.finally(() => this.#outputs.delete(both));
    const server = { child, stderrTail, healthPort, output: both };
    this.#running.add(server);
    child.status.then(() => this.#running.delete(server));
    const what = options.replacing ? `replacement for pid ${options.replacing}` : "";
    console.log(`Supervisor: ${name} ${what ? `${what} ` : ""}started (pid ${child.pid})`);
    if (this.#stopping) this.#signal(server, "SIGTERM");
    return server;
  }

  /** Stops `server` gracefully; resolves when it has ended. */
  async stop(server: ServerProcess, signal: Deno.Signal = "SIGTERM"): Promise<Deno.CommandStatus> {
    this.#signal(server, signal);
    const timer = setTimeout(() => this.#signal(server, "SIGKILL"), this.graceMs + KILL_MARGIN_MS);
    try {
      return await server.child.status;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Stops every server with `signal` (the one the supervisor received); no server starts afterwards. */
  stopAll(signal: Deno.Signal): void {
    this.#stopping = true;
    for (const server of this.#running) void this.stop(server, signal);
  }

  /** Resolves once every server started has ended and its last lines were passed on. */
  async allExited(): Promise<void> {
    while (this.#running.size > 0) await Promise.all([...this.#running].map((server) => server.child.status));
    await Promise.all(this.#outputs);
  }

  #signal(server: ServerProcess, signal: Deno.Signal): void {
    try {
      server.child.kill(signal);
    } catch {
      // It has already ended.
    }
  }
}
