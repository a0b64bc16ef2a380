/**
 * Everything a server may load, fetched before it serves: `deno cache` over `main.ts`, every route module (routes
 * are imported on their first request in production, so `main.ts`'s graph alone leaves them out: the sign-in
 * routes' `oauth4webapi`, for one) and every island; then `scripts/load_modules.ts` loads them all as a server does
 * (`deno cache` leaves out registry information `deno run` reads, e.g. hono's). Deno then has each module and npm
 * package, with that information, in its cache (`DENO_DIR`) and `node_modules/`, and a server started with no
 * network at all serves every route. `scripts/build.ts` runs it.
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

/** Runs `deno <args>` in `root`; throws with Deno's message when it fails. */
async function deno(root: string, args: string[]): Promise<void> {
  const { code, stderr } = await new Deno.Command(Deno.execPath(), {
    args,
    cwd: root,
    stdout: "inherit",
    stderr: "piped",
  }).output();
  if (code !== 0) throw new Error(`deno ${args[0]} failed:\n${new TextDecoder().decode(stderr)}`);
}

/** Fetches {@link serverEntryPoints} (`deno cache`), then loads them as a server would (`load_modules.ts`). */
export async function cacheServerModules(root = PROJECT_ROOT): Promise<void> {
  await deno(root, ["cache", "--quiet", ...await serverEntryPoints(root)]);
  await deno(root, ["run", "--allow-all", "--quiet", "scripts/load_modules.ts"]);
}
