/** Runs Debian's `wrk` as its own process and reads its summary (requests, socket errors, non-2xx/3xx answers). */

/**
 * wrk's flag for how long an answer may take before it counts as a "timeout" socket error (its default is 2 s): on a
 * machine under full load an answer can take longer without anything failing, while a dropped or reset connection
 * still shows at once as a read or connect error, and one that never answers as a timeout.
 */
export const WRK_PATIENCE = ["--timeout", "30s"];

/** What wrk reports at its end. */
export interface WrkSummary {
  requests: number;
  /** Socket errors by kind (wrk prints the line only when one is not zero). */
  errors: { connect: number; read: number; write: number; timeout: number };
  /** Answers with a status outside 200–399. */
  non2xx3xx: number;
  /** wrk's whole output, for failure messages. */
  output: string;
}

/** Parses wrk's output. */
export function parseWrk(output: string): WrkSummary {
  const requests = output.match(/(\d+) requests in /);
  if (!requests) throw new Error(`no summary in wrk's output:\n${output}`);
  const errors = output.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const non2xx = output.match(/Non-2xx or 3xx responses: (\d+)/);
  return {
    requests: Number(requests[1]),
    errors: {
      connect: Number(errors?.[1] ?? 0),
      read: Number(errors?.[2] ?? 0),
      write: Number(errors?.[3] ?? 0),
      timeout: Number(errors?.[4] ?? 0),
    },
    non2xx3xx: Number(non2xx?.[1] ?? 0),
    output,
  };
}

/** A running wrk: `finish` sends SIGINT (wrk then prints its summary and exits) and parses what it printed. */
export interface RunningWrk {
  child: Deno.ChildProcess;
  finish(): Promise<WrkSummary>;
}

/** Starts `wrk <args>` with `env` (e.g. a Lua script's settings); it runs until {@link RunningWrk.finish}. */
export function startWrk(args: string[], env: Record<string, string> = {}): RunningWrk {
  const child = new Deno.Command("wrk", { args, env, stdout: "piped", stderr: "piped" }).spawn();
  const output = child.output();
  return {
    child,
    async finish() {
      try {
        child.kill("SIGINT");
      } catch {
        // Already ended.
      }
      const { stdout, stderr } = await output;
      const decoder = new TextDecoder();
      return parseWrk(decoder.decode(stdout) + decoder.decode(stderr));
    },
  };
}
