/**
 * Loads every module a server process may load, the way a server loads them (`deno run`, dynamic imports of each
 * route and island), and exits. Run online by the build after `deno cache`: Deno fetches here whatever it reads when
 * a module first loads at run time (e.g. a package's registry information), so a server never has to.
 *
 * Run: deno run --allow-all scripts/load_modules.ts
 */
import { serverEntryPoints } from "./cache_modules.ts";
import { PROJECT_ROOT } from "../fresh.config.ts";
import { toFileUrl } from "../lib/fresh/paths.ts";

await import("../lib/start_app.ts");
for (const file of await serverEntryPoints()) {
  if (file !== "main.ts") await import(toFileUrl(`${PROJECT_ROOT}/${file}`));
}
Deno.exit(0);
