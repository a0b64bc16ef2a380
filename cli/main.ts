/** Entry point of the `recipes` executable (`npm run recipes -- <command>`, or `dist/recipes` after `npm run build:cli`). */
import { main } from "./program.ts";

if (import.meta.main) Deno.exit(await main(Deno.args));
