/**
 * The layers of the code, ground up: a file imports its own layer or one below it, never one above, and no import
 * cycle exists. The table below is the one place the layers are written (`docs/architecture.md` shows it); a new
 * folder or top-level file must be placed in it, or this test fails naming the file.
 */
import assert from "node:assert/strict";
import { importCycles, type ImportGraph, importGraph, productionFiles } from "./import_graph.ts";

/** Layer number → the folders (ending in `/`) and files it holds. The most specific entry places a file. */
const LAYERS: Record<number, string[]> = {
  1: ["lib/fresh/", "lib/text/", "lib/format/", "lib/process/", "lib/ids.ts", "lib/errors.ts"],
  2: ["lib/shared/", "lib/recipe/"],
  3: ["lib/schemas/", "lib/content/"],
  4: ["lib/config.ts", "lib/config/", "lib/app_env.ts", "fresh.config.ts"],
  5: ["lib/db/"],
  6: ["lib/media/", "lib/auth/", "lib/http/"],
  7: ["lib/snapshot/", "lib/search/"],
  8: ["lib/seo/"],
  9: ["lib/site/", "lib/menu/"],
  10: ["lib/services/", "lib/ai/", "lib/links/", "lib/admin/", "lib/seed/"],
  11: [
    "lib/cache/",
    "lib/app.ts",
    "lib/define.ts",
    "lib/start_app.ts",
    "lib/startup_jobs.ts",
    "lib/serve_site.ts",
    "lib/store_migrations.ts",
  ],
  12: ["routes/", "components/", "islands/", "cli/", "scripts/", "main.ts"],
};
/** Browser-only code: it imports layers 1–3 and itself, and only layer 12 imports it. */
const BROWSER = "lib/client/";
const BROWSER_IMPORTS_UP_TO = 3;
const BROWSER_IMPORTED_BY = 12;

/** The layer of a file: its number, or "browser"; null when the table does not place it. */
function layerOf(file: string): number | "browser" | null {
  if (file.startsWith(BROWSER)) return "browser";
  let best: { layer: number; length: number } | null = null;
  for (const [layer, entries] of Object.entries(LAYERS)) {
    for (const entry of entries) {
      const matches = entry.endsWith("/") ? file.startsWith(entry) : file === entry;
      if (matches && (!best || entry.length > best.length)) best = { layer: Number(layer), length: entry.length };
    }
  }
  return best?.layer ?? null;
}

/** Whether a file of layer `from` may import a file of layer `to`. */
function mayImport(from: number | "browser", to: number | "browser"): boolean {
  if (from === "browser") return to === "browser" || to <= BROWSER_IMPORTS_UP_TO;
  if (to === "browser") return from === BROWSER_IMPORTED_BY;
  return to <= from;
}

/** Each import against the layers, as `file (layer) -> file (layer)`. */
function againstLayers(graph: ImportGraph): string[] {
  const found: string[] = [];
  for (const [from, imports] of graph) {
    for (const to of imports) {
      const [a, b] = [layerOf(from)!, layerOf(to)!];
      if (!mayImport(a, b)) found.push(`${from} (${a}) -> ${to} (${b})`);
    }
  }
  return found.sort();
}

/** Each cycle, as its imports `file (layer) -> file (layer)` joined by commas. */
function describeCycles(graph: ImportGraph): string[] {
  return importCycles(graph).map((path) =>
    path.slice(1).map((to, i) => `${path[i]} (${layerOf(path[i])}) -> ${to} (${layerOf(to)})`).join(", ")
  );
}

const files = await productionFiles();
const graph = await importGraph(files);

Deno.test("the layer table places every production file", () => {
  assert.ok(files.length > 500, `only ${files.length} production files found`);
  assert.deepEqual(files.filter((file) => layerOf(file) === null), []);
});

Deno.test("no production file imports a higher layer", () => {
  const found = againstLayers(graph);
  console.log(`imports against the layers:\n${found.join("\n") || "none"}`);
  assert.deepEqual(found, [], `imports against the layers:\n${found.join("\n")}`);
});

Deno.test("no import cycle", () => {
  const found = describeCycles(graph);
  console.log(`import cycles:\n${found.join("\n") || "none"}`);
  assert.deepEqual(found, [], `import cycles:\n${found.join("\n")}`);
});

Deno.test("the checks catch an upward import, a browser import of server code, and a cycle", () => {
  const graph: ImportGraph = new Map([
    ["lib/db/posts.ts", new Set(["lib/snapshot/post_listing.ts"])],
    ["lib/snapshot/post_listing.ts", new Set(["lib/db/posts.ts"])],
    ["lib/client/users.ts", new Set(["lib/db/sessions.ts", "lib/schemas/users.ts"])],
    ["lib/services/users.ts", new Set(["lib/client/users.ts"])],
    ["routes/admin/users.tsx", new Set(["lib/client/users.ts", "lib/services/users.ts"])],
    ["lib/db/sessions.ts", new Set()],
    ["lib/schemas/users.ts", new Set()],
  ]);
  assert.deepEqual(againstLayers(graph), [
    "lib/client/users.ts (browser) -> lib/db/sessions.ts (5)",
    "lib/db/posts.ts (5) -> lib/snapshot/post_listing.ts (7)",
    "lib/services/users.ts (10) -> lib/client/users.ts (browser)",
  ]);
  assert.deepEqual(describeCycles(graph), [
    "lib/db/posts.ts (5) -> lib/snapshot/post_listing.ts (7), lib/snapshot/post_listing.ts (7) -> lib/db/posts.ts (5)",
  ]);
  assert.equal(layerOf("lib/db/migrations/cleanups.ts"), 5);
  assert.equal(layerOf("lib/unplaced.ts"), null);
});

Deno.test("the graph holds type-only and aliased imports", () => {
  // lib/fresh/define.ts imports its types with `import type`; lib/app.ts imports through the `@/` alias.
  assert.ok([...graph.get("lib/fresh/define.ts")!].some((file) => file === "lib/fresh/types.ts"));
  assert.ok(graph.get("main.ts")!.size > 0);
  assert.ok(graph.get("cli/main.ts")!.has("cli/program.ts"));
});
