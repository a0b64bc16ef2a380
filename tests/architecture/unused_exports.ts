/**
 * Lists the exported names nothing uses: neither a file importing the module (production, from the import graph of
 * `import_graph.ts`), nor a test or benchmark, nor the module itself beyond the declaration. Route files' framework
 * exports (`handler`, `config`, the default page) are left out. Run with
 * `deno run -A tests/architecture/unused_exports.ts`; it prints `file: name` lines and exits 1 when there are any.
 */
import { importGraph, productionFiles, ROOT } from "./import_graph.ts";
import { listFiles } from "@/lib/fresh/utils.ts";

const EXPORT =
  /^export (?:declare )?(?:async )?(?:function\*?|const|let|class|interface|type|enum) ([A-Za-z_$][\w$]*)/gm;

/** How often `name` occurs as a whole word in `text`. */
function occurrences(text: string, name: string): number {
  return text.match(new RegExp(`(?<![\\w$])${name.replace(/\$/g, "\\$")}(?![\\w$])`, "g"))?.length ?? 0;
}

const files = await productionFiles();
const graph = await importGraph(files);
const importers = new Map<string, string[]>(files.map((file) => [file, []]));
for (const [from, imports] of graph) for (const to of imports) importers.get(to)!.push(from);
const read = async (file: string) => await Deno.readTextFile(`${ROOT}${file}`);
const testTexts: string[] = [];
for (const folder of ["tests", "bench"]) {
  for (const file of await listFiles(`${ROOT}${folder}`)) {
    if (/\.tsx?$/.test(file)) testTexts.push(await read(`${folder}/${file}`));
  }
}
for (const folder of ["lib", "cli", "islands", "components"]) {
  for (const file of await listFiles(`${ROOT}${folder}`)) {
    if (/_test\.tsx?$/.test(file)) testTexts.push(await read(`${folder}/${file}`));
  }
}

const unused: string[] = [];
for (const file of files.filter((file) => !file.startsWith("routes/"))) {
  const text = await read(file);
  const users = await Promise.all(importers.get(file)!.map(read));
  for (const [, name] of text.matchAll(EXPORT)) {
    if (occurrences(text, name) > 1) continue;
    if ([...users, ...testTexts].some((other) => occurrences(other, name) > 0)) continue;
    unused.push(`${file}: ${name}`);
  }
}
console.log(unused.join("\n") || "No unused exports.");
if (unused.length > 0) Deno.exit(1);
