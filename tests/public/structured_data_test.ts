/**
 * Structured data of the demo posts: nutrition values with decimal dots and an unsaturated fat value, articles'
 * publisher with a logo, and a person as the author.
 */
import assert from "node:assert/strict";
import { DEMO_AUTHOR_NAME } from "@/lib/seed/seed.ts";
import { startSite } from "../support/site.ts";
import { jsonLdOf } from "./html.ts";

Deno.test("JSON-LD: dotted nutrition with unsaturated fat, the article publisher's logo, a Person as author", async () => {
  const site = await startSite({ seed: true });
  try {
    const node = async (path: string, type: string) => {
      const html = await (await fetch(`${site.url}${path}`)).text();
      const found = jsonLdOf(html).find((item) => item["@type"] === type);
      assert.ok(found, `${path} has a ${type}`);
      return found as Record<string, Record<string, string>>;
    };
    const recipe = await node("/ropa-vieja", "Recipe");
    assert.equal(recipe.nutrition.fatContent, "21 g");
    assert.equal(recipe.nutrition.saturatedFatContent, "7.3 g", "a dot, not the page's decimal comma");
    assert.equal(recipe.nutrition.unsaturatedFatContent, "13.7 g", "fat less saturated and trans fat");
    for (const value of Object.values(recipe.nutrition)) assert.doesNotMatch(value, /\d,\d/);
    assert.deepEqual(recipe.author, { "@type": "Person", name: DEMO_AUTHOR_NAME });

    const article = await node("/historia-de-la-cocina-cubana", "BlogPosting");
    assert.deepEqual(article.author, { "@type": "Person", name: DEMO_AUTHOR_NAME });
    assert.equal(article.publisher["@type"], "Organization");
    const logo = article.publisher.logo as unknown as { url: string };
    assert.equal(logo.url, `${site.url}/logo.svg`, "the default logo when none is set");
    assert.equal(await fetch(logo.url).then(async (r) => (await r.body?.cancel(), r.status)), 200);
  } finally {
    await site.close();
  }
});
