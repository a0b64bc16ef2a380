/**
 * Runs wrk (the HTTP load generator from Debian, its own process) and reads
 * its figures. `ensureWrk` installs it with apt-get when missing, as
 * `scripts/run.mjs` does for Chromium.
 */

/** Figures of one wrk run. */
export interface WrkResult {
  rps: number;
  /** Requests completed. */
  requests: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  errors: number;
}

/** Installs wrk from Debian when it is not on the PATH. */
export async function ensureWrk(): Promise<void> {
  const found = await new Deno.Command("sh", { args: ["-c", "command -v wrk"], stdout: "null" }).output();
  if (found.success) return;
  console.log("Installing wrk from Debian for the benchmarks…");
  const root = Deno.uid() === 0;
  for (const args of [["update", "-qq"], ["install", "-y", "-qq", "wrk"]]) {
    const { success } = await new Deno.Command(root ? "apt-get" : "sudo", {
      args: root ? args : ["apt-get", ...args],
      env: { DEBIAN_FRONTEND: "noninteractive" },
    }).output();
    if (!success) throw new Error(`apt-get ${args.join(" ")} failed`);
  }
}

function toMs(value: string): number {
  const match = value.match(/^([\d.]+)(us|ms|s|m)$/);
  if (!match) return NaN;
  const n = Number(match[1]);
  return match[2] === "us" ? n / 1000 : match[2] === "ms" ? n : match[2] === "s" ? n * 1000 : n * 60_000;
}

/** Parses wrk's `--latency` report. */
export function parseWrk(output: string): WrkResult {
  const rps = Number(output.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? NaN);
  const requests = Number(output.match(/^\s*(\d+) requests in /m)?.[1] ?? NaN);
  const p50 = toMs(output.match(/^\s+50%\s+(\S+)/m)?.[1] ?? "");
  const p99 = toMs(output.match(/^\s+99%\s+(\S+)/m)?.[1] ?? "");
  const non2xx = Number(output.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0);
  const socket = output.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const errors = non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
  return { rps, requests, p50, p99, errors };
}

/**
 * Loads `url` for `seconds` with `connections` connections on one thread; `script` is a wrk Lua script making the
 * requests, `env` what it reads (`os.getenv`), `timeoutSeconds` how long wrk waits for an answer (default its 2 s).
 */
export async function wrk(
  url: string,
  options: {
    seconds: number;
    connections: number;
    headers?: Record<string, string>;
    script?: string;
    env?: Record<string, string>;
    timeoutSeconds?: number;
  },
): Promise<WrkResult> {
  const args = ["-t1", `-c${options.connections}`, `-d${options.seconds}s`, "--latency"];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push("-H", `${name}: ${value}`);
  if (options.script) args.push("-s", options.script);
  if (options.timeoutSeconds) args.push("--timeout", `${options.timeoutSeconds}s`);
  const command = new Deno.Command("wrk", { args: [...args, url], env: options.env, stderr: "inherit" });
  const { stdout, success } = await command.output();
  const text = new TextDecoder().decode(stdout);
  if (!success) throw new Error(`wrk failed:\n${text}`);
  return parseWrk(text);
}
