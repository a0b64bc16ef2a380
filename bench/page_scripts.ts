/**
 * The JavaScript a page makes the browser load: the URLs imported by its
 * module scripts (and any `<script src>`), followed through the static
 * imports of the built chunks, with raw and gzip sizes.
 */
import { gzip } from "@/lib/http/gzip.ts";

/** One script file a page loads. */
export interface ScriptFile {
  url: string;
  raw: number;
  gzip: number;
}

/** Every script file of a page and the totals. */
export interface PageScripts {
  files: ScriptFile[];
  raw: number;
  gzip: number;
}

/** Reads a script's bytes by URL path (from a build result or over HTTP). */
export type ScriptLoader = (url: string) => Promise<Uint8Array>;

const MODULE_SCRIPT = /<script\b[^>]*\btype=["']?module["']?[^>]*>([\s\S]*?)<\/script>/gi;
const SCRIPT_SRC = /<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*>/gi;
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]*?\bfrom\s*)?["']([^"']+)["']/g;

/** Static import specifiers of a module's source. */
export function staticImports(source: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)].map((match) => match[1]);
}

/** Script URLs a page's HTML loads directly: `<script src>` and the imports of inline module scripts. */
export function entryScripts(html: string): string[] {
  const urls = [...html.matchAll(SCRIPT_SRC)].map((match) => match[1]);
  for (const match of html.matchAll(MODULE_SCRIPT)) urls.push(...staticImports(match[1]));
  return [...new Set(urls)];
}

/** Gzip size of `bytes` (the same compression the server applies). */
export async function gzipSize(bytes: Uint8Array): Promise<number> {
  return (await gzip(bytes)).byteLength;
}

/** All scripts `html` loads, following static imports between scripts, each counted once. */
export async function pageScripts(html: string, load: ScriptLoader, base = "http://page.local/"): Promise<PageScripts> {
  const seen = new Set<string>();
  const files: ScriptFile[] = [];
  const queue = entryScripts(html).map((url) => new URL(url, base));
  while (queue.length > 0) {
    const url = queue.shift()!;
    const path = url.pathname;
    if (seen.has(path)) continue;
    seen.add(path);
    const bytes = await load(path);
    files.push({ url: path, raw: bytes.length, gzip: await gzipSize(bytes) });
    for (const specifier of staticImports(new TextDecoder().decode(bytes))) queue.push(new URL(specifier, url));
  }
  return {
    files,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}
