/**
 * The site's web fonts, self-hosted from their npm package (`@fontsource/playfair-display`, installed with the
 * project): only the files the styles use (Playfair Display bold, Latin subset, which covers Spanish), served at
 * `/fonts/<file>` with a year of caching (the package version is in the address), declared in `static/tokens.css`
 * with `font-display: swap` and preloaded by every public page.
 */

/** Version of the font package, part of each font's address so a new version is a new URL. */
export const FONT_PACKAGE_VERSION = "5.3.0";

/** The font files served, by file name. */
const FONT_FILES = new Set(["playfair-display-latin-700-normal.woff2"]);

/** Address of a served font file. */
export function fontUrl(file: string): string {
  return `/fonts/${FONT_PACKAGE_VERSION}/${file}`;
}

/** The fonts every public page preloads (the headings' face). */
export const PRELOADED_FONTS: readonly string[] = [fontUrl("playfair-display-latin-700-normal.woff2")];

const folder = new URL("../../node_modules/@fontsource/playfair-display/files/", import.meta.url);
const loaded = new Map<string, Uint8Array>();

/** The bytes of font `file` at `version`, or null when it is not one the site serves. */
export async function readFont(version: string, file: string): Promise<Uint8Array | null> {
  if (version !== FONT_PACKAGE_VERSION || !FONT_FILES.has(file)) return null;
  let bytes = loaded.get(file);
  if (!bytes) {
    bytes = await Deno.readFile(new URL(file, folder));
    loaded.set(file, bytes);
  }
  return bytes;
}
