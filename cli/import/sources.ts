/** The import formats and the choice among them. */
import { jsonSource } from "./json/source.ts";
import { markdownSource } from "./markdown/source.ts";
import { recipePageSource } from "./schema_org/source.ts";
import type { ImportInput, ImportSource } from "./types.ts";
import { type WordPressOptions, wordpressSource } from "./wordpress/source.ts";

/** Options that change what sources read. */
export type SourceOptions = WordPressOptions;

/** Every source, in the order `detectSource` asks them. */
export function importSources(options: SourceOptions = {}): ImportSource[] {
  return [recipePageSource, wordpressSource(options), markdownSource, jsonSource];
}

/** The first source that recognises `input`, or null when none does. */
export function detectSource(input: ImportInput, options: SourceOptions = {}): ImportSource | null {
  return importSources(options).find((source) => source.detect(input)) ?? null;
}
