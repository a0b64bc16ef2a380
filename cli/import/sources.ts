/**
 * The formats `recipes import` reads, tried in this order; the first whose `detect` says yes reads the input.
 * Parsers of other formats are added here.
 */
import { markdownSource } from "./formats/markdown/source.ts";
import { recipePageSource } from "./formats/schema_org/source.ts";
import { wordpressSource } from "./formats/wordpress/source.ts";
import { jsonSource } from "./json_source.ts";
import type { ImportInput, ImportSource } from "./types.ts";

/** Options that change what the sources read. */
export interface SourceOptions {
  /** Import WordPress pages too. */
  pages?: boolean;
}

/** Every registered source: the API's JSON and the CLI's export first, then recipe pages, WordPress and Markdown. */
export function importSources(options: SourceOptions = {}): ImportSource[] {
  return [jsonSource, recipePageSource, wordpressSource({ pages: options.pages }), markdownSource];
}
export const SOURCES: ImportSource[] = importSources();

/** The source for `input`: the one named by `format`, else the first that detects it; null when none does. */
export async function sourceFor(
  input: ImportInput,
  format?: string,
  options: SourceOptions = {},
): Promise<ImportSource | null> {
  const sources = importSources(options);
  if (format) return sources.find((source) => source.name === format) ?? null;
  for (const source of sources) {
    try {
      if (await source.detect(input)) return source;
    } catch {
      // A source that cannot tell is not the one.
    }
  }
  return null;
}
