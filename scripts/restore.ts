/**
 * `npm run restore -- DIR`: restores one backup folder into an empty `KV_PATH` and media storage after checking
 * every checksum (`lib/services/backup/restore.ts`). Usage and exit codes: `lib/services/backup/commands.ts`.
 */
import { readConfigOrExit } from "../lib/config.ts";
import { restoreCommand } from "../lib/services/backup/commands.ts";

Deno.exit(await restoreCommand(Deno.args, readConfigOrExit()));
