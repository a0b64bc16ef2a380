/**
 * `deno task dev`: builds (unminified, `NODE_ENV=development`), starts the server with `--watch` (it restarts on
 * a change to its own modules and on each new build's manifest), and rebuilds whenever a file under the watched
 * folders changes in a way the build reads (`SiteBuilder.ensure` checks the inputs' hash, so a server-only change builds
 * nothing). Ctrl+C stops both.
 *
 * Run: NODE_ENV=development deno run --allow-all scripts/dev.ts
 */
import { BUILD_DIR, PROJECT_ROOT } from "../fresh.config.ts";
import { siteBuildOptions } from "./site_build.ts";
import { SiteBuilder } from "../lib/fresh/builder.ts";
import { MANIFEST_FILE } from "../lib/fresh/build_manifest.ts";

const WATCHED = ["islands", "components", "lib", "static", "deno.json", "deno.lock"].map((p) => `${PROJECT_ROOT}/${p}`);
const builder = new SiteBuilder(siteBuildOptions());

async function rebuild(): Promise<void> {
  try {
    const reason = await builder.ensure();
    if (reason !== null) console.log(`Rebuilt (${reason}).`);
  } catch (error) {
    console.error("The build failed:", error);
  }
}

await rebuild();
const server = new Deno.Command(Deno.execPath(), {
  args: [
    "run",
    `--watch=${BUILD_DIR}/${MANIFEST_FILE}`,
    "--allow-net",
    "--allow-read",
    "--allow-write",
    "--allow-env",
    "--allow-run",
    "--allow-ffi",
    "--allow-sys",
    "main.ts",
  ],
  cwd: PROJECT_ROOT,
}).spawn();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  Deno.addSignalListener(signal, () => {
    try {
      server.kill(signal);
    } catch {
      // The server has already exited.
    }
  });
}

let timer: ReturnType<typeof setTimeout> | undefined;
const watcher = Deno.watchFs(WATCHED, { recursive: true });
server.status.then(() => watcher.close());
for await (const event of watcher) {
  if (event.paths.every((path) => path.startsWith(BUILD_DIR))) continue;
  clearTimeout(timer);
  timer = setTimeout(rebuild, 150);
}
Deno.exit((await server.status).code);
