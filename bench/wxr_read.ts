/**
 * Reads a WordPress export through the import's WordPress source alone (no site: nothing is sent) and prints the
 * number of results and the largest JavaScript heap in use after a collection (sampled every 500 results, when run
 * with `--v8-flags=--expose-gc`) as JSON; `bench/cli_import.ts` runs it as its own process, with a heap limit smaller
 * than the file, to show that the file is streamed.
 *
 * Run: deno run --allow-read --v8-flags=--expose-gc bench/wxr_read.ts export.xml
 */
import { wordpressSource } from "../cli/import/formats/wordpress/source.ts";

const gc = (globalThis as { gc?: () => void }).gc;
let peakHeap = 0;
const sampleHeap = () => {
  gc?.();
  peakHeap = Math.max(peakHeap, Deno.memoryUsage().heapUsed);
};
let results = 0;
let posts = 0;
let expected = 0;
const input = { location: Deno.args[0], kind: "file" } as const;
for await (const result of wordpressSource().read(input, (count) => expected = count)) {
  if (++results % 500 === 0) sampleHeap();
  if (result.kind === "post") posts++;
  if (result.kind === "failure") throw new Error(result.reason);
}
sampleHeap();
console.log(JSON.stringify({ results, posts, expected, peakHeapMiB: gc ? peakHeap / 1048576 : null }));
