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

/** Environment of a server process with its store and media under `dir`, listening on `port`. */
export function serverEnv(dir: string, port: number, extra: Record<string, string> = {}): Record<string, string> {
  return { KV_PATH: `${dir}/store.kv`, MEDIA_DIR: `${dir}/media`, PORT: String(port), NO_COLOR: "1", ...extra };
}
