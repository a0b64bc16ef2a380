/**
 * The import graph of the production code, as Deno itself resolves it: `deno info --json` on one generated module
 * that imports every production file, so `@/` aliases, relative specifiers, the CLI workspace's own import map,
 * type-only imports and dynamic imports with a literal specifier are all read by Deno's parser, not by a pattern.
 */
import { relative } from "node:path";
import { fromFileUrl } from "@/lib/fresh/paths.ts";
import { listFiles } from "@/lib/fresh/utils.ts";

/** The project's root folder. */
export const ROOT = fromFileUrl(new URL("../../", import.meta.url));

/** Folders and files holding production code; tests (`*_test.ts`, `*_test.tsx`) excluded. */
const PRODUCTION = ["lib", "routes", "islands", "components", "cli", "scripts", "main.ts", "fresh.config.ts"];

/** Every production TypeScript file, as a path relative to the root (`lib/db/posts.ts`). */
export async function productionFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const entry of PRODUCTION) {
    if (/\.tsx?$/.test(entry)) files.push(entry);
    else files.push(...(await listFiles(`${ROOT}${entry}`)).map((file) => `${entry}/${file}`));
  }
  return files.filter((file) => /\.tsx?$/.test(file) && !/_test\.tsx?$/.test(file)).sort();
}

/** One module of `deno info --json`, as far as this graph reads it. */
interface InfoModule {
  specifier: string;
  error?: string;
  dependencies?: { specifier: string; code?: Resolved; type?: Resolved }[];
}
interface Resolved {
  specifier?: string;
  error?: string;
}

/** Production file → the production files it imports (packages and Node built-ins left out). */
export type ImportGraph = Map<string, Set<string>>;

/** Builds the import graph of `files` (relative paths); throws when Deno cannot resolve an import. */
export async function importGraph(files: string[]): Promise<ImportGraph> {
  const root = await Deno.makeTempFile({ suffix: ".ts" });
  try {
    await Deno.writeTextFile(root, files.map((file) => `import "${ROOT}${file}";\n`).join(""));
    const output = await new Deno.Command(Deno.execPath(), {
      args: ["info", "--json", "--config", `${ROOT}deno.json`, root],
      cwd: ROOT,
      stdout: "piped",
      stderr: "piped",
    }).output();
    if (!output.success) throw new Error(`deno info failed: ${new TextDecoder().decode(output.stderr)}`);
    const { modules } = JSON.parse(new TextDecoder().decode(output.stdout)) as { modules: InfoModule[] };
    const production = new Set(files);
    const graph: ImportGraph = new Map(files.map((file) => [file, new Set<string>()]));
    const local = (specifier: string) =>
      specifier.startsWith("file://") ? relative(ROOT, fromFileUrl(specifier)) : null;
    const problems: string[] = [];
    for (const module of modules) {
      const from = local(module.specifier);
      if (from === null || !production.has(from)) continue;
      if (module.error) problems.push(`${from}: ${module.error}`);
      for (const dependency of module.dependencies ?? []) {
        for (const resolved of [dependency.code, dependency.type]) {
          if (resolved?.error) problems.push(`${from}: ${dependency.specifier}: ${resolved.error}`);
          const to = resolved?.specifier ? local(resolved.specifier) : null;
          if (to !== null && production.has(to)) graph.get(from)!.add(to);
        }
      }
    }
    if (problems.length > 0) throw new Error(`unresolved imports:\n${problems.join("\n")}`);
    return graph;
  } finally {
    await Deno.remove(root);
  }
}

/** Each import cycle of the graph, one per strongly connected component, as the files along one closed path. */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.has(file)) components.push(component);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return components.map((component) => closedPath(graph, new Set(component)));
}

/** One closed path through a strongly connected component: its first file, on to files of the component, back. */
function closedPath(graph: ImportGraph, component: Set<string>): string[] {
  const start = [...component].sort()[0];
  const previous = new Map<string, string>();
  const queue = [start];
  for (const file of queue) {
    for (const next of graph.get(file) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const path = [file];
        while (path[0] !== start) path.unshift(previous.get(path[0])!);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start, start];
}
