/**
 * Browser bundles for islands, built with esbuild.
 *
 * Entry points are the client runtime (`client/boot.ts`) and every island
 * file; code splitting puts Preact and other shared code into common chunks,
 * so a page loads one runtime plus one small chunk per island it uses. File
 * names carry a content hash and are served with immutable caching. The UI
 * code's `react` imports resolve to `preact/compat`, as in `deno.json`.
 */
import * as esbuild from "esbuild";
import { BUILD_PREFIX, fromFileUrl, relativePath } from "./paths.ts";
import { shortHash } from "./utils.ts";

/** A built file served under {@link BUILD_PREFIX}. */
export interface BuiltAsset {
  contents: Uint8Array;
  contentType: string;
}

/** Result of a build: assets by URL path, and entry URLs. */
export interface BuildResult {
  assets: Map<string, BuiltAsset>;
  /** URL of the client runtime module. */
  bootUrl: string;
  /** URL of each island's module, by island name. */
  islandUrls: Map<string, string>;
  /** Hash of every entry URL: names this build in the URLs of start scripts (see `start_script.ts`). */
  buildId: string;
  /** Source files the bundles were made of, relative to the root (packages under `node_modules` left out). */
  inputs: string[];
}

/** The folder this layer sits in, two levels under the one holding `node_modules` (the default package folder). */
const LAYER_HOME = fromFileUrl(new URL("../../", import.meta.url)).replace(/\/$/, "");

/** URL prefix of built assets. */
export { BUILD_PREFIX };

/** Options for {@link buildIslands}. */
export interface BuildOptions {
  /** Project root (absolute). */
  root: string;
  /** Island name → absolute file path. */
  islands: Map<string, string>;
  /** Minify and drop dev-only code (default true). */
  production?: boolean;
  /** Import prefixes the import map maps to folders, e.g. `{ "@/": "/abs/project/" }`. */
  aliases?: Record<string, string>;
  /** Where packages are installed (default: the `node_modules` beside this layer's project). */
  nodeModules?: string;
}

/** Bundles the runtime and the islands in memory. */
export async function buildIslands(options: BuildOptions): Promise<BuildResult> {
  const { root, islands, production = true, aliases = {} } = options;
  const entryPoints: Record<string, string> = {
    boot: fromFileUrl(new URL("./client/boot.ts", import.meta.url)),
  };
  for (const [name, file] of islands) entryPoints[`island-${name}`] = file;

  const result = await esbuild.build({
    entryPoints,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: ["es2022"],
    write: false,
    outdir: "/_out",
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    minify: production,
    metafile: true,
    treeShaking: true,
    jsx: "automatic",
    jsxImportSource: "preact",
    absWorkingDir: root,
    nodePaths: [options.nodeModules ?? `${LAYER_HOME}/node_modules`],
    define: { "process.env.NODE_ENV": JSON.stringify(production ? "production" : "development") },
    alias: {
      "react": "preact/compat",
      "react-dom": "preact/compat",
      "react-dom/client": "preact/compat/client",
      "react/jsx-runtime": "preact/jsx-runtime",
    },
    plugins: [aliasPlugin(aliases)],
    logLevel: "silent",
  });

  const assets = new Map<string, BuiltAsset>();
  for (const file of result.outputFiles) {
    const name = file.path.slice(file.path.lastIndexOf("/") + 1);
    assets.set(BUILD_PREFIX + name, {
      contents: file.contents,
      contentType: "text/javascript; charset=utf-8",
    });
  }
  const islandUrls = new Map<string, string>();
  let bootUrl = "";
  for (const [out, meta] of Object.entries(result.metafile.outputs)) {
    if (!meta.entryPoint) continue;
    const url = BUILD_PREFIX + out.slice(out.lastIndexOf("/") + 1);
    const source = fromFileUrl(new URL(meta.entryPoint, `file://${root}/`));
    const entry = Object.entries(entryPoints).find(([, path]) => path === source)?.[0];
    if (entry === "boot") bootUrl = url;
    else if (entry?.startsWith("island-")) islandUrls.set(entry.slice("island-".length), url);
  }
  const entryUrls = [bootUrl, ...[...islandUrls].sort(([a], [b]) => a < b ? -1 : 1).map(([name, url]) => name + url)];
  const buildId = (await shortHash(new TextEncoder().encode(entryUrls.join("\n")))).toUpperCase();
  const inputs = Object.keys(result.metafile.inputs)
    .filter((path) => !path.includes("node_modules/") && !path.includes(":"))
    .map((path) => relativePath(root, fromFileUrl(new URL(path, `file://${root}/`))));
  return { assets, bootUrl, islandUrls, buildId, inputs };
}

/** Resolves the import map's folder prefixes (e.g. `@/x`) for esbuild. */
function aliasPlugin(aliases: Record<string, string>): esbuild.Plugin {
  return {
    name: "import-map-folders",
    setup(build) {
      for (const [prefix, dir] of Object.entries(aliases)) {
        const filter = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}`);
        build.onResolve(
          { filter },
          (args) => ({ path: `${dir.replace(/\/$/, "")}/${args.path.slice(prefix.length)}` }),
        );
      }
    },
  };
}

/** Stops esbuild's service (tests call this to leave no process behind). */
export async function stopBuilder(): Promise<void> {
  await esbuild.stop();
}
