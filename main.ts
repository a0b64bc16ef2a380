/**
 * Starts one server process (`lib/serve_site.ts`): reads the configuration once, answers 503 "preparing" while it
 * opens the store, makes sure an admin exists and loads the demo content into an empty store (`lib/start_app.ts`),
 * then serves HTTP and prints its address. A bad setting or a store that is not this site's ends the process with
 * one line naming the variable (`KV_PATH` for the store) and exit code 78 (`lib/process/exit_codes.ts`). Its lines
 * are plain or JSON (`LOG_FORMAT`, `lib/process/log.ts`).
 */
import { readConfigOrExit } from "./lib/config.ts";
import { configureProcessLogging } from "./lib/process/log.ts";
import { serveSite } from "./lib/serve_site.ts";

const config = readConfigOrExit();
// LOG_FORMAT=json: from here on every line the process prints (the console, uncaught errors) is one JSON object.
configureProcessLogging(config.log.format);
await serveSite(config, { log: console.log });
