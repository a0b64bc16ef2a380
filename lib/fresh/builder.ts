/**
 * `deno task build`: bundles the islands and stylesheets, compresses every
 * built file and static text file once (the app's {@link Encodings}), and
 * writes them to the build folder with a `manifest.json` that serving reads
 * (see `build_manifest.ts`). Nothing is compiled or compressed when a server
 * starts. Built files carry a content hash in their name, so a rebuild writes
 * only what changed; the manifest is written last, in one rename, and files
 * it no longer names are removed.
 */
import * as esbuild from "esbuild";
import { BUILD_PREFIX, buildIslands } from "./build.ts";
import { type BuildManifest, MANIFEST_FILE, MANIFEST_VERSION, type ManifestFile } from "./build_manifest.ts";
import { inputFiles, inputsHash, staleReason } from "./build_inputs.ts";
import { buildCssBundles, type StylesheetBundles } from "./css_bundles.ts";
import { CODING_SUFFIXES, type Encodings } from "./encodings.ts";
import { islandNameFromFile } from "./islands.ts";
import { relativePath } from "./paths.ts";
import { contentTypeFor, listFiles, shortHash, unlessMissing } from "./utils.ts";

/** Types worth compressing. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|xml)|image\/svg\+xml)/;

/** What to build and where. */
export interface SiteBuildOptions {
  /** Project root (absolute): sources and input paths are relative to it. */
  root: string;
  /** The build folder (absolute). */
  outDir: string;
  /** Folders whose `.tsx`/`.jsx` files are islands (absolute; default `root/islands`). */
  islandDirs?: string[];
  /** The static folder (absolute; default `root/static`). */
  staticDir?: string;
  /** Stylesheet bundles to build from the static folder. */
  stylesheets?: StylesheetBundles;
  /** Minify and drop development-only code (default true). */
  production?: boolean;
  /** How built files are compressed (and later answered). */
  encodings: Encodings;
  /** More files the output depends on (absolute), e.g. `deno.json` and `deno.lock`. */
  inputFiles?: string[];
  /** Import prefixes the import map maps to folders, for the bundler. */
  aliases?: Record<string, string>;
  /** Work {@link ensureBuild} does before it builds (under the same lock), e.g. fetching the server's modules. */
  before?: () => Promise<void>;
}

/** The input sources of a build, for {@link staleReason}. */
export function buildSources(options: SiteBuildOptions) {
  const { root } = options;
  return {
    root,
    dirs: [...(options.islandDirs ?? [`${root}/islands`]), options.staticDir ?? `${root}/static`],
    files: options.inputFiles,
  };
}

/** Islands found in `dirs`: name → absolute path (two files of one name are an error). */
async function findIslands(dirs: string[]): Promise<Map<string, string>> {
  const islands = new Map<string, string>();
  for (const dir of dirs) {
    let files: string[] = [];
    try {
      files = await listFiles(dir);
    } catch (error) {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    }
    for (const file of files.filter((f) => /\.(tsx|jsx)$/.test(f) && !/_test\./.test(f))) {
      const name = islandNameFromFile(file);
      const known = islands.get(name);
      if (known) throw new Error(`${dir}/${file} and ${known} share the island name ${name}`);
      islands.set(name, `${dir}/${file}`);
    }
  }
  return islands;
}

/**
 * Builds one site's folder. It counts its own builds that use esbuild and stops esbuild's service when the last
 * of them ends (the idle service is a process of its own that would otherwise outlive the build; a later build
 * starts it again). Use one builder per process: esbuild's service is shared by everything in it.
 */
export class SiteBuilder {
  #esbuildRuns = 0;

  constructor(readonly options: SiteBuildOptions) {}

  /** Builds into `outDir`; returns the manifest written. */
  build(): Promise<BuildManifest> {
    return buildInto(this.options, (work) => this.#withEsbuild(work));
  }

  /**
   * Builds when the build in `outDir` is missing or stale; returns why it built, or null when it was current.
   * Builds of one folder take turns (a lock folder beside it), so parallel test processes build once.
   */
  async ensure(): Promise<string | null> {
    const { options } = this;
    const production = options.production ?? true;
    const sources = buildSources(options);
    if (await staleReason(options.outDir, sources, production) === null) return null;
    return await withBuildLock(options.outDir, async () => {
      const reason = await staleReason(options.outDir, sources, production);
      if (reason !== null) {
        await options.before?.();
        await this.build();
      }
      return reason;
    });
  }

  async #withEsbuild<T>(work: () => Promise<T>): Promise<T> {
    this.#esbuildRuns++;
    try {
      return await work();
    } finally {
      if (--this.#esbuildRuns === 0) await esbuild.stop();
    }
  }
}

/** Builds into `outDir` with a builder of its own; returns the manifest written. */
export function buildSite(options: SiteBuildOptions): Promise<BuildManifest> {
  return new SiteBuilder(options).build();
}

/** {@link SiteBuilder.ensure} with a builder of its own. */
export function ensureBuild(options: SiteBuildOptions): Promise<string | null> {
  return new SiteBuilder(options).ensure();
}

async function buildInto(
  options: SiteBuildOptions,
  withEsbuild: <T>(work: () => Promise<T>) => Promise<T>,
): Promise<BuildManifest> {
  const { root, outDir, encodings, production = true } = options;
  const sources = buildSources(options);
  const staticDir = options.staticDir ?? `${root}/static`;
  const islandPaths = await findIslands(options.islandDirs ?? [`${root}/islands`]);
  const { client, css } = await withEsbuild(async () => ({
    client: await buildIslands({ root, islands: islandPaths, production, aliases: options.aliases }),
    css: await buildCssBundles(staticDir, options.stylesheets ?? {}, production),
  }));
  await Deno.mkdir(`${outDir}/client`, { recursive: true });
  await Deno.mkdir(`${outDir}/static`, { recursive: true });

  const files: Record<string, ManifestFile> = {};
  for (const [url, asset] of [...client.assets, ...css.assets]) {
    const file = `client/${url.slice(BUILD_PREFIX.length)}`;
    files[url] = await writeEncoded(outDir, file, asset.contents, asset.contentType, encodings);
  }
  const staticFiles: BuildManifest["static"] = {};
  for (const file of await unlessMissing(listFiles(staticDir), [])) {
    const bytes = await Deno.readFile(`${staticDir}/${file}`);
    const hash = await shortHash(bytes);
    const contentType = contentTypeFor(file);
    const built = COMPRESSIBLE.test(contentType)
      ? await writeEncoded(outDir, `static/${hash}-${file.replaceAll("/", "_")}`, bytes, contentType, encodings)
      : undefined;
    staticFiles[`/${file}`] = { hash, contentType, ...(built ? { built } : {}) };
  }

  const inputs = await inputFiles(sources, client.inputs);
  const manifest: BuildManifest = {
    version: MANIFEST_VERSION,
    production,
    buildId: client.buildId,
    bootUrl: client.bootUrl,
    islands: Object.fromEntries(
      [...islandPaths].map((
        [name, path],
      ) => [name, { source: relativePath(root, path), url: client.islandUrls.get(name)! }]),
    ),
    stylesheets: css.urls,
    files,
    static: staticFiles,
    inputs: { files: inputs, hash: await inputsHash(root, inputs, production) },
  };
  const temp = `${outDir}/${MANIFEST_FILE}.${crypto.randomUUID()}`;
  await Deno.writeTextFile(temp, JSON.stringify(manifest, null, 1));
  await Deno.rename(temp, `${outDir}/${MANIFEST_FILE}`);
  await prune(outDir, manifest);
  return manifest;
}

/** A lock older than this is taken to be left by a build that died. */
const STALE_LOCK_MS = 10 * 60 * 1000;

async function withBuildLock<T>(outDir: string, work: () => Promise<T>): Promise<T> {
  const lock = `${outDir}.lock`;
  await Deno.mkdir(outDir.slice(0, outDir.lastIndexOf("/")) || "/", { recursive: true });
  while (true) {
    try {
      await Deno.mkdir(lock);
      break;
    } catch (error) {
      if (!(error instanceof Deno.errors.AlreadyExists)) throw error;
      const since = (await Deno.stat(lock).catch(() => null))?.mtime?.getTime();
      if (since !== undefined && Date.now() - since > STALE_LOCK_MS) await Deno.remove(lock).catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    await Deno.remove(lock).catch(() => {});
  }
}

/** Writes `bytes` and its codings as `file` (+ `.br`/`.gz`) unless there already; the identity body goes last. */
async function writeEncoded(
  outDir: string,
  file: string,
  bytes: Uint8Array,
  contentType: string,
  encodings: Encodings,
): Promise<ManifestFile> {
  const path = `${outDir}/${file}`;
  const codings: ManifestFile["codings"] = [];
  if (await exists(path)) {
    for (const coding of ["br", "gzip"] as const) {
      if (await exists(path + CODING_SUFFIXES[coding])) codings.push(coding);
    }
    return { file, contentType, codings };
  }
  await Deno.mkdir(path.slice(0, path.lastIndexOf("/")), { recursive: true });
  const bodies = encodings.compress(bytes);
  for (const coding of ["br", "gzip"] as const) {
    const body = bodies[coding];
    if (!body) continue;
    await writeAtomically(path + CODING_SUFFIXES[coding], body);
    codings.push(coding);
  }
  await writeAtomically(path, bytes);
  return { file, contentType, codings };
}

async function writeAtomically(path: string, bytes: Uint8Array): Promise<void> {
  const temp = `${path}.${crypto.randomUUID()}.tmp`;
  await Deno.writeFile(temp, bytes);
  await Deno.rename(temp, path);
}

/** Removes built files the manifest does not name (earlier builds' chunks). */
async function prune(outDir: string, manifest: BuildManifest): Promise<void> {
  const keep = new Set([MANIFEST_FILE]);
  for (const entry of [...Object.values(manifest.files), ...Object.values(manifest.static).map((s) => s.built)]) {
    if (!entry) continue;
    keep.add(entry.file);
    for (const coding of entry.codings) keep.add(entry.file + CODING_SUFFIXES[coding]);
  }
  for (const file of await unlessMissing(listFiles(outDir), [])) {
    if (!keep.has(file) && !file.startsWith(`${MANIFEST_FILE}.`)) await Deno.remove(`${outDir}/${file}`);
  }
}

function exists(path: string): Promise<boolean> {
  return unlessMissing(Deno.lstat(path).then(() => true), false);
}
