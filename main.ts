/**
 * Starts one server process (`lib/serve_site.ts`): reads the configuration once, answers 503 "preparing" while it
 * opens the store, makes sure an admin exists and loads the demo content into an empty store (`lib/start_app.ts`),
 * then serves HTTP and prints its address. A bad setting or a store that is not this site's ends the process with
 * one line naming the variable (`KV_PATH` for the store) and exit code 78 (`lib/process/exit_codes.ts`).
 */
import { readConfigOrExit } from "./lib/config.ts";
import { serveSite } from "./lib/serve_site.ts";

await serveSite(readConfigOrExit(), { log: console.log });
