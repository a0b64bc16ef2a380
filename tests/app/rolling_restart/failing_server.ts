/**
 * `main.ts`, except that it exits with code 1 at once while a file `fail-start` lies beside the store (`KV_PATH`):
 * `tests/app/rolling_restart_failure_test.ts` makes a replacement fail this way and checks the old server stays.
 */
import { readConfigOrExit } from "@/lib/config.ts";
import { serveSite } from "@/lib/serve_site.ts";

const config = readConfigOrExit();
const flag = `${config.kvPath.slice(0, config.kvPath.lastIndexOf("/"))}/fail-start`;
if (await Deno.stat(flag).then(() => true, () => false)) {
  console.error("failing_server: fail-start is set; exiting");
  Deno.exit(1);
}
await serveSite(config, { log: console.log });
