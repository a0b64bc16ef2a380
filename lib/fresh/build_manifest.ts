/**
 * The build's table of contents, `manifest.json` in the build folder: what
 * `deno task build` wrote and serving reads (see `builder.ts` and
 * `load_build.ts`). Paths of files are relative to the build folder, source
 * paths relative to the project root.
 */

/** Name of the manifest in the build folder. */
export const MANIFEST_FILE = "manifest.json";

/** Version of the manifest's shape; a build of another version is rebuilt. */
export const MANIFEST_VERSION = 1;

/** One file of the build: where it lies and its compressed siblings. */
export interface ManifestFile {
  /** Path in the build folder of the identity body. */
  file: string;
  contentType: string;
  /** Which codings sit beside it (`file` + `.br` / `.gz`). */
  codings: ("br" | "gzip")[];
}

/** A file of the static folder: its content hash, and its precompressed copy when it is text. */
export interface ManifestStaticFile {
  hash: string;
  contentType: string;
  /** Text files: the copy and codings in the build folder (others are read from the static folder). */
  built?: ManifestFile;
}

/** Everything serving needs to know about a build. */
export interface BuildManifest {
  version: number;
  /** Minified, with development-only code dropped. */
  production: boolean;
  /** Names this build in start script URLs. */
  buildId: string;
  /** URL of the client runtime. */
  bootUrl: string;
  /** Islands by name: the source the server renders and the chunk the browser loads. */
  islands: Record<string, { source: string; url: string }>;
  /** Stylesheet bundles by name → URL. */
  stylesheets: Record<string, string>;
  /** Built files (chunks, stylesheets) by URL path. */
  files: Record<string, ManifestFile>;
  /** The static folder's files by URL path. */
  static: Record<string, ManifestStaticFile>;
  /** What the build read (project-relative paths) and their hash, to tell when it is stale. */
  inputs: { files: string[]; hash: string };
}
