/**
 * When is a build stale? Its inputs are the files the bundler read (islands,
 * the components and client code they import, the client runtime), every file
 * of the island and static folders (a new island or stylesheet counts), and
 * the files named by the app (`deno.json`, `deno.lock`: package versions).
 * The build stores their list and a hash of their contents; the build is
 * current when the same list, plus whatever the folders hold now, hashes the
 * same. Reading a few hundred small files takes milliseconds, so `npm start`
 * and the tests check on every run.
 */
import { type BuildManifest, MANIFEST_FILE, MANIFEST_VERSION } from "./build_manifest.ts";
import { relativePath } from "./paths.ts";
import { listFiles, sha256Hex, unlessMissing } from "./utils.ts";

/** Where a build's inputs are, besides what the bundler reports. */
export interface InputSources {
  /** Project root (absolute); input paths are relative to it. */
  root: string;
  /** Folders whose every file is an input (absolute): island folders, the static folder. */
  dirs: string[];
  /** More input files (absolute), e.g. `deno.json` and `deno.lock`. */
  files?: string[];
}

/** The layer's own sources that shape a build's output (the builder itself). */
const BUILDER_FILES = ["./build.ts", "./builder.ts", "./css_bundles.ts", "./build_manifest.ts"].map((f) =>
  decodeURIComponent(new URL(f, import.meta.url).pathname)
);

/** Sorted, distinct input paths: `known` plus the folders' files and the named files, relative to the root. */
export async function inputFiles(sources: InputSources, known: Iterable<string> = []): Promise<string[]> {
  const all = new Set(known);
  for (const dir of sources.dirs) {
    for (const file of await unlessMissing(listFiles(dir), [])) all.add(relativePath(sources.root, `${dir}/${file}`));
  }
  for (const file of [...(sources.files ?? []), ...BUILDER_FILES]) all.add(relativePath(sources.root, file));
  return [...all].sort();
}

/** Hash of the inputs' paths and contents and of the build mode (a missing file hashes as missing). */
export async function inputsHash(root: string, files: string[], production: boolean): Promise<string> {
  const lines = [`production:${production}`];
  for (const file of files) {
    let digest = "missing";
    try {
      digest = await sha256Hex(await Deno.readFile(`${root}/${file}`));
    } catch (error) {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    }
    lines.push(`${file}:${digest}`);
  }
  return await sha256Hex(lines.join("\n"));
}

/** The manifest in `outDir`, or null when there is none (or it is of another version). */
export async function readManifest(outDir: string): Promise<BuildManifest | null> {
  let text: string;
  try {
    text = await Deno.readTextFile(`${outDir}/${MANIFEST_FILE}`);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return null;
    throw error;
  }
  const manifest = JSON.parse(text) as BuildManifest;
  return manifest.version === MANIFEST_VERSION ? manifest : null;
}

/** Why the build in `outDir` is not current for `sources` (missing, other mode, inputs changed), or null. */
export async function staleReason(
  outDir: string,
  sources: InputSources,
  production: boolean,
): Promise<string | null> {
  const manifest = await readManifest(outDir);
  if (!manifest) return "there is no build";
  if (manifest.production !== production) return `the build is a ${manifest.production ? "production" : "dev"} one`;
  const files = await inputFiles(sources, manifest.inputs.files);
  if (await inputsHash(sources.root, files, production) !== manifest.inputs.hash) return "its inputs changed";
  return null;
}
