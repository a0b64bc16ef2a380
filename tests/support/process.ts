/** Helpers for tests that run the site as a separate OS process (`main.ts`, the start task). */
import { fromFileUrl } from "@/lib/fresh/paths.ts";
import { ensureTestBuild } from "./build.ts";

// Server processes serve `_build/`: it is made (or found current) before any of them starts.
await ensureTestBuild();

/** The project folder: the working directory of server processes. */
export const PROJECT_ROOT = fromFileUrl(new URL("../..", import.meta.url));

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

/** Environment of a server process (or supervisor) with its store, media and pid file under `dir`, on `port`. */
export function serverEnv(dir: string, port: number, extra: Record<string, string> = {}): Record<string, string> {
  return {
    KV_PATH: `${dir}/store.kv`,
    MEDIA_DIR: `${dir}/media`,
    PID_FILE: `${dir}/recetas.pid`,
    PORT: String(port),
    NO_COLOR: "1",
    ...extra,
  };
}

/** Process ids of every living descendant of `pid` (children first), read from `/proc`. */
export function descendantPids(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of Deno.readDirSync("/proc")) {
    if (!/^\d+$/.test(entry.name)) continue;
    try {
      const stat = Deno.readTextFileSync(`/proc/${entry.name}/stat`);
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry.name)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const found: number[] = [];
  const walk = (of: number) => {
    for (const child of children.get(of) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

/** Whether `pid` is a living process (not gone, not a zombie). */
export function isAlive(pid: number): boolean {
  try {
    return !Deno.readTextFileSync(`/proc/${pid}/stat`).split(") ")[1]?.startsWith("Z");
  } catch {
    return false;
  }
}

/**
 * Stops `child` and every process it started, whatever state a failed test left them in: the descendants are
 * listed before the child is killed (once it is gone they belong to init), then all get SIGKILL, `also` too
 * (processes the test knows of, e.g. from the child's log). Waits until none is alive.
 */
export async function stopProcessTree(child: Deno.ChildProcess, also: number[] = []): Promise<void> {
  const pids = [...new Set([...descendantPids(child.pid), ...also])];
  try {
    child.kill("SIGKILL");
  } catch {
    // Already ended.
  }
  await child.status;
  for (const pid of pids) {
    try {
      Deno.kill(pid, "SIGKILL");
    } catch {
      // Already ended.
    }
  }
  while (pids.some(isAlive)) await new Promise((resolve) => setTimeout(resolve, 20));
}
