/** Import format parsers for the `recipes import` command. */
export type { ImportCategory, ImportFailure, ImportInput, ImportItem, ImportResult, ImportSource } from "./types.ts";
export { detectSource, importSources, type SourceOptions } from "./sources.ts";
export { type WordPressOptions, wordpressSource } from "./wordpress/source.ts";
export { markdownSource } from "./markdown/source.ts";
export { jsonSource } from "./json/source.ts";
export { recipePageSource } from "./schema_org/source.ts";
