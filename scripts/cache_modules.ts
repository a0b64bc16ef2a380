/**
 * Everything a server may load, fetched before it serves: `deno cache` over `main.ts`, every route module (routes
 * are imported on their first request in production, so `main.ts`'s graph alone leaves them out: the sign-in
 * routes' `oauth4webapi`, for one) and every island. Deno then has each module and npm package, with the registry
 * information it reads when a package first loads, in its cache (`DENO_DIR`) and `node_modules/`, and a server
 * started with no network at all serves every route. `scripts/build.ts` runs it.
 */
import { PROJECT_ROOT } from "../fresh.config.ts";
import { listFiles } from "../lib/fresh/utils.ts";

/** The modules a server process may import: `main.ts`, then every route and island (tests left out). */
export async function serverEntryPoints(root = PROJECT_ROOT): Promise<string[]> {
  const modules = (dir: string) =>
    listFiles(`${root}/${dir}`).then((files) =>
      files.filter((f) => /\.(ts|tsx)$/.test(f) && !/(^|[._])test\.(ts|tsx)$/.test(f)).map((f) => `${dir}/${f}`)
    );
  return ["main.ts", ...await modules("routes"), ...await modules("islands")];
}

/** Runs `deno cache` over {@link serverEntryPoints}; throws with Deno's message when a module cannot be fetched. */
export async function cacheServerModules(root = PROJECT_ROOT): Promise<void> {
  const { code, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["cache", "--quiet", ...await serverEntryPoints(root)],
    cwd: root,
    stdout: "inherit",
    stderr: "piped",
  }).output();
  if (code !== 0) throw new Error(`deno cache failed:\n${new TextDecoder().decode(stderr)}`);
}
