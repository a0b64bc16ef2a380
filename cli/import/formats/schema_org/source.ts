/**
 * A recipe page on the web: the page is fetched and its schema.org Recipe
 * (JSON-LD first, microdata otherwise) becomes a recipe post crediting the page.
 */
import { describeError } from "../../../lib/errors.ts";
import { oneEntry } from "../shared/input.ts";
import type { ImportInput, ImportItem, ImportSource } from "../../types.ts";
import { parseHtml } from "./html.ts";
import { jsonLdRecipes } from "./json_ld.ts";
import { microdataRecipes } from "./microdata.ts";
import { recipeToImport } from "./recipe_post.ts";

/** The HTML of the page at `url` and the address it was finally served from; throws the reason it could not. */
async function fetchPage(url: string): Promise<{ html: string; url: string }> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1" },
      redirect: "follow",
    });
    if (response.ok) return { html: await response.text(), url: response.url || url };
  } catch (error) {
    throw new Error(`Could not fetch ${url}: ${describeError(error)}`);
  }
  await response.body?.cancel();
  throw new Error(`Fetching ${url} answered HTTP ${response.status}`);
}

/** The recipe post of the page at the input's URL (the first recipe it describes), labelled with that URL. */
async function readRecipePage(input: ImportInput): Promise<ImportItem> {
  if (input.kind !== "url") throw new Error("A recipe page needs an http(s) URL");
  const page = await fetchPage(input.location);
  const document = parseHtml(page.html);
  const recipe = jsonLdRecipes(document)[0] ?? microdataRecipes(document)[0];
  if (!recipe) throw new Error(`No schema.org Recipe found at ${page.url}`);
  return { ...recipeToImport(recipe, page.url), label: input.location };
}

/** The recipe page source (schema.org Recipe in JSON-LD or microdata) for http(s) URLs. */
export const recipePageSource: ImportSource = {
  name: "recipe-page",
  detect: (input) => input.kind === "url",
  read: oneEntry(readRecipePage),
};
