/**
 * `lib/fresh` knows nothing of the app: every module under it imports only other modules under it, packages
 * (hono, preact, preact-render-to-string, esbuild) and Node built-ins, never a project file outside it.
 */
import assert from "node:assert/strict";
import { fromFileUrl } from "@/lib/fresh/paths.ts";
import { listFiles } from "@/lib/fresh/utils.ts";

const LAYER = fromFileUrl(new URL("../../lib/fresh", import.meta.url));
const PACKAGES = /^(?:hono|preact|preact-render-to-string|esbuild)(?:\/|$)|^node:/;
/** Specifiers of static imports and exports, side-effect imports and dynamic imports with a literal. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;

/** Why `specifier`, imported by the module at `file`, reaches outside the layer; null when it does not. */
function outside(file: string, specifier: string): string | null {
  if (specifier.startsWith("./") || specifier.startsWith("../")) {
    const target = fromFileUrl(new URL(specifier, `file://${file}`));
    return target.startsWith(`${LAYER}/`) ? null : `${target} is outside lib/fresh`;
  }
  return PACKAGES.test(specifier) ? null : `${specifier} is not one of the layer's packages`;
}

Deno.test("lib/fresh imports nothing outside itself", async () => {
  const files = (await listFiles(LAYER)).filter((f) => /\.(ts|tsx)$/.test(f));
  assert.ok(files.length > 10);
  const problems: string[] = [];
  for (const file of files) {
    const path = `${LAYER}/${file}`;
    const source = await Deno.readTextFile(path);
    // Code in template strings (the start script) is not an import of the module itself.
    const code = source.replace(/`(?:\\[\s\S]|[^`\\])*`/g, "``");
    for (const [, specifier] of code.matchAll(SPECIFIER)) {
      const why = outside(path, specifier);
      if (why) problems.push(`lib/fresh/${file}: ${why}`);
    }
  }
  assert.deepEqual(problems, []);
});

Deno.test("the import check catches an app import and the project alias", () => {
  assert.match(outside(`${LAYER}/x.ts`, "../http/encodings.ts")!, /outside lib\/fresh/);
  assert.match(outside(`${LAYER}/x.ts`, "@/lib/fresh/paths.ts")!, /not one of the layer's packages/);
  assert.equal(outside(`${LAYER}/client/boot.ts`, "../serialize.ts"), null);
  assert.equal(outside(`${LAYER}/x.ts`, "preact/hooks"), null);
});

/**
 * Module-level `let`s allowed in the layer: each holds what one synchronous render is collecting and is put back
 * when that render ends, so nothing outlives a render or is shared between apps.
 */
const RENDER_SCOPED = new Set(["head.ts: collected", "islands.ts: current", "islands.ts: bypass"]);

Deno.test("lib/fresh keeps no module-global mutable state beyond the render under way", async () => {
  const files = (await listFiles(LAYER)).filter((f) => /\.(ts|tsx)$/.test(f) && !/_test\./.test(f));
  const found: string[] = [];
  for (const file of files) {
    const source = await Deno.readTextFile(`${LAYER}/${file}`);
    for (const [, name] of source.matchAll(/^(?:export\s+)?(?:let|var)\s+([A-Za-z_$][\w$]*)/gm)) {
      found.push(`${file}: ${name}`);
    }
  }
  assert.deepEqual(found.filter((entry) => !RENDER_SCOPED.has(entry)), []);
});
