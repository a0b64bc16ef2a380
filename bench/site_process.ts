/**
 * Starts the site as its own OS process (`main.ts`, or the supervisor with
 * `WEB_CONCURRENCY` servers) on a free loopback port, for benchmarks whose
 * load generator must not share the server's process.
 */
import { fromFileUrl } from "@/lib/fresh/paths.ts";

const ROOT = fromFileUrl(new URL("../", import.meta.url));

/** A running site process. */
export interface SiteProcess {
  url: string;
  /** Process id of the server (the supervisor's when `processes` > 1). */
  pid: number;
  stop(): Promise<void>;
}

/** The V8 flags the start task in `deno.json` gives each server (`a,b`). */
export function startTaskV8Flags(): string {
  const config = JSON.parse(Deno.readTextFileSync(new URL("../deno.json", import.meta.url)));
  const flags = String(config.tasks?.start ?? "").match(/--v8-flags=(\S+)/)?.[1];
  if (!flags) throw new Error("deno.json: the start task gives no --v8-flags");
  return flags;
}

/**
 * The V8 flags of a server process: the start task's (deno.json) plus any given with `--server-v8-flags=a,b` (to
 * weigh one against the start task's).
 */
export function serverV8Flags(args: readonly string[] = Deno.args): string {
  const extra = args.find((a) => a.startsWith("--server-v8-flags="))?.slice("--server-v8-flags=".length);
  return `--v8-flags=${startTaskV8Flags()}${extra ? `,${extra}` : ""}`;
}

/** A free loopback port. */
export function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

/**
 * Starts the site on the KV file `kvPath`; resolves once `/` answers 200. With `BENCH_INSPECT=1` in the environment
 * the server listens for the V8 inspector on 127.0.0.1:9229, for `bench/server_profile.ts`. `root` runs another
 * built checkout of the site (its own `main.ts`, `deno.json` and `_build/`), to weigh a change side by side.
 */
export async function startSiteProcess(
  kvPath: string,
  options: { processes?: number; env?: Record<string, string>; root?: string } = {},
): Promise<SiteProcess> {
  const port = freePort();
  const processes = options.processes ?? 1;
  // The V8 flag of the start task (deno.json): benchmarks measure the server as it runs in production.
  const server = [
    "run",
    serverV8Flags(),
    ...(Deno.env.get("BENCH_INSPECT") ? ["--inspect=127.0.0.1:9229"] : []),
    "--allow-all",
    "main.ts",
  ];
  const args = processes > 1
    ? [
      "run",
      "--allow-run",
      "--allow-read",
      "--allow-write",
      "--allow-env",
      "--allow-net=127.0.0.1",
      "scripts/supervise.ts",
      ...server,
    ]
    : server;
  const child = new Deno.Command(Deno.execPath(), {
    args,
    cwd: options.root ?? ROOT,
    env: {
      KV_PATH: kvPath,
      MEDIA_DIR: `${kvPath}.media`,
      PID_FILE: `${kvPath}.pid`,
      PORT: String(port),
      ADMIN_PASSWORD: "bench password 12345",
      NODE_ENV: "production",
      WEB_CONCURRENCY: String(processes),
      ...options.env,
    },
    stdout: "null",
    stderr: "inherit",
  }).spawn();
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (true) {
    try {
      const res = await fetch(`${url}/`);
      await res.body?.cancel();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the site did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await child.status;
    },
  };
}
