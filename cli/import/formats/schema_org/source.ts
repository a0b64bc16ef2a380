/**
 * A recipe page on the web: the page is fetched and its schema.org Recipe
 * (JSON-LD first, microdata otherwise) becomes a recipe post crediting the page.
 */
import { describeError } from "../../../lib/errors.ts";
import { failure } from "../shared/input.ts";
import type { ImportEntry, ImportInput, ImportSource } from "../../types.ts";
import { parseHtml } from "./html.ts";
import { jsonLdRecipes } from "./json_ld.ts";
import { microdataRecipes } from "./microdata.ts";
import { recipeToImport } from "./recipe_post.ts";

/** The recipe post of an HTML page at `pageUrl` (the first recipe it describes), or a failure. */
export function recipeFromHtml(html: string, pageUrl: string): ImportEntry {
  const document = parseHtml(html);
  const recipe = jsonLdRecipes(document)[0] ?? microdataRecipes(document)[0];
  if (!recipe) return failure(pageUrl, `No schema.org Recipe found at ${pageUrl}`);
  try {
    return recipeToImport(recipe, pageUrl);
  } catch (error) {
    return failure(pageUrl, describeError(error));
  }
}

async function* readRecipePage(input: ImportInput): AsyncGenerator<ImportEntry> {
  const url = input.location;
  if (input.kind !== "url") {
    yield failure(url, "A recipe page needs an http(s) URL");
    return;
  }
  let html: string;
  let finalUrl = url;
  try {
    const response = await fetch(url, {
      headers: { accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1" },
      redirect: "follow",
    });
    if (!response.ok) {
      await response.body?.cancel();
      yield failure(url, `Fetching ${url} answered HTTP ${response.status}`);
      return;
    }
    finalUrl = response.url || url;
    html = await response.text();
  } catch (error) {
    yield failure(url, `Could not fetch ${url}: ${describeError(error)}`);
    return;
  }
  const result = recipeFromHtml(html, finalUrl);
  yield { ...result, label: url };
}

/** The recipe page source (schema.org Recipe in JSON-LD or microdata) for http(s) URLs. */
export const recipePageSource: ImportSource = {
  name: "recipe-page",
  detect: (input) => input.kind === "url",
  read: readRecipePage,
};
