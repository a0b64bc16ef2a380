/**
 * Islands ship to the browser, so everything they load at run time must be
 * browser-safe: islands, components, `lib/client/`, preact/react, or plain
 * modules that import nothing but other such modules and never touch `Deno`.
 * `import type` is erased and may name anything. This test follows every
 * island's run-time imports and names the first module that breaks the rule.
 */
import assert from "node:assert/strict";
import { fromFileUrl } from "@/lib/fresh/paths.ts";
import { listFiles } from "@/lib/fresh/utils.ts";

const ROOT = fromFileUrl(new URL("../..", import.meta.url)).replace(/\/$/, "");
const UI_PACKAGES = new Set([
  "react",
  "preact",
  "preact/hooks",
  "preact/compat",
  "react/jsx-runtime",
  "preact/jsx-runtime",
]);
/** The rich-text editor's packages (tiptap: browser-only, loaded by the post editor island alone). */
const EDITOR_PACKAGE = /^@tiptap\//;
const IMPORT = /^\s*(import|export)\s+(type\s+)?([^;"']*?)\s*from\s+["']([^"']+)["']|^\s*import\s+["']([^"']+)["']/gm;

/** Run-time import specifiers of a module (type-only imports and all-`type` specifier lists left out). */
function runtimeImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    if (match[5]) {
      found.push(match[5]);
      continue;
    }
    if (match[2]) continue;
    const names = match[3].match(/^\{([\s\S]*)\}$/)?.[1];
    if (
      names !== undefined && names.split(",").map((n) => n.trim()).filter(Boolean).every((n) => n.startsWith("type "))
    ) {
      continue;
    }
    found.push(match[4]);
  }
  return found;
}

function resolve(from: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return `${ROOT}/${specifier.slice(2)}`;
  if (specifier.startsWith(".")) return new URL(specifier, `file://${from}`).pathname;
  return null;
}

/** Why `file` may not be in a browser bundle, or null when it may. */
async function problem(file: string, seen: Map<string, string | null>): Promise<string | null> {
  if (seen.has(file)) return seen.get(file)!;
  seen.set(file, null);
  const relative = file.slice(ROOT.length + 1);
  const source = await Deno.readTextFile(file);
  const ui = /^(islands|components|lib\/client)\//.test(relative);
  let why: string | null = null;
  if (!ui && /\bDeno\./.test(source.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, ""))) why = `${relative} uses Deno`;
  for (const specifier of runtimeImports(source)) {
    if (why) break;
    const target = resolve(file, specifier);
    if (target === null) {
      if (!UI_PACKAGES.has(specifier) && !EDITOR_PACKAGE.test(specifier)) {
        why = `${relative} imports the package ${specifier}`;
      }
      continue;
    }
    const inner = await problem(target, seen);
    if (inner) why = `${relative} → ${inner}`;
  }
  seen.set(file, why);
  return why;
}

Deno.test("islands load only browser-safe modules at run time", async () => {
  const islands = (await listFiles(`${ROOT}/islands`)).filter((f) => /\.tsx$/.test(f) && !/_test\./.test(f));
  assert.ok(islands.length > 5);
  const seen = new Map<string, string | null>();
  const problems = [];
  for (const island of islands) {
    const why = await problem(`${ROOT}/islands/${island}`, seen);
    if (why) problems.push(why);
  }
  assert.deepEqual(problems, []);
});

Deno.test("the import scan sees run-time imports and skips type-only ones", () => {
  assert.deepEqual(
    runtimeImports(`import type { A } from "@/lib/db/posts.ts";
import { type B, type C } from "@/lib/db/users.ts";
import { d, type E } from "./d.ts";
export { f } from "../f.ts";
import "./side.ts";
import {
  g,
} from "zod";`),
    ["./d.ts", "../f.ts", "./side.ts", "zod"],
  );
});
