/**
 * Serving's side of the build: reads the manifest and the built files (with
 * their compressed siblings) into memory. Nothing is compiled or compressed:
 * a build is made beforehand by `deno task build` (see `builder.ts`).
 */
import { type BuildManifest, MANIFEST_FILE, type ManifestFile } from "./build_manifest.ts";
import { readManifest } from "./build_inputs.ts";
import { CODING_SUFFIXES, type EncodedBodies } from "./encodings.ts";

/** A built file in memory. */
export interface LoadedFile {
  bodies: EncodedBodies;
  contentType: string;
}

/** A build ready to serve. */
export interface LoadedBuild {
  manifest: BuildManifest;
  /** Built files (chunks, stylesheets) by URL path. */
  files: Map<string, LoadedFile>;
  /** Static text files by URL path (other static files are read from the static folder when asked for). */
  staticTexts: Map<string, LoadedFile>;
}

/** Loads the build in `outDir`; throws when there is none. */
export async function loadBuild(outDir: string): Promise<LoadedBuild> {
  const manifest = await readManifest(outDir);
  if (!manifest) throw new Error(`No build in ${outDir} (${MANIFEST_FILE} missing): run \`deno task build\``);
  const files = new Map<string, LoadedFile>();
  for (const [url, entry] of Object.entries(manifest.files)) files.set(url, await readEntry(outDir, entry));
  const staticTexts = new Map<string, LoadedFile>();
  for (const [path, entry] of Object.entries(manifest.static)) {
    if (entry.built) staticTexts.set(path, await readEntry(outDir, entry.built));
  }
  return { manifest, files, staticTexts };
}

async function readEntry(outDir: string, entry: ManifestFile): Promise<LoadedFile> {
  const path = `${outDir}/${entry.file}`;
  const bodies: EncodedBodies = { identity: await Deno.readFile(path) };
  for (const coding of entry.codings) bodies[coding] = await Deno.readFile(path + CODING_SUFFIXES[coding]);
  return { bodies, contentType: entry.contentType };
}
