/**
 * `npm run backup -- [DIR]`: a consistent copy of the store and the media while the site keeps running
 * (`lib/services/backup/`). Usage and exit codes: `lib/services/backup/commands.ts`.
 */
import { readConfigOrExit } from "../lib/config.ts";
import { backupCommand } from "../lib/services/backup/commands.ts";

Deno.exit(await backupCommand(Deno.args, readConfigOrExit()));
