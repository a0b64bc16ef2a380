/**
 * Reads a WordPress export through the import's WordPress source alone (no site: nothing is sent) and prints the
 * number of results as JSON; `bench/cli_import.ts` runs it as its own process to measure its peak memory.
 *
 * Run: deno run --allow-read bench/wxr_read.ts export.xml
 */
import { wordpressSource } from "../cli/import/formats/wordpress/source.ts";

let results = 0;
let posts = 0;
let expected = 0;
for await (const result of wordpressSource().read({ path: Deno.args[0], expect: (count) => expected = count })) {
  results++;
  if (result.kind === "post") posts++;
  if (result.kind === "failure") throw new Error(result.reason);
}
console.log(JSON.stringify({ results, posts, expected }));
