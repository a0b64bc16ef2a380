/** A WordPress item's tags within the site's rules: what does not fit is left out and named in a note. */
import assert from "node:assert/strict";
import { itemTags } from "./tags.ts";
import type { WxrItem } from "./wxr.ts";

function withTerms(terms: [domain: string, name: string][]): WxrItem {
  return { terms: terms.map(([domain, name]) => ({ domain, slug: "", name })) } as unknown as WxrItem;
}

Deno.test("WXR tags: post_tag terms only, entities decoded, each once by address, in the file's order", () => {
  const item = withTerms([
    ["category", "Postres"],
    ["post_tag", "Pl&aacute;tano  maduro"],
    ["post_tag", "Yuca"],
    ["post_tag", "platano-maduro"],
    ["post_format", "post-format-video"],
    ["post_tag", "  "],
  ]);
  assert.deepEqual(itemTags(item), { tags: ["Plátano maduro", "Yuca"], note: null });
  assert.deepEqual(itemTags(withTerms([])), { tags: [], note: null });
});

Deno.test("WXR tags: over 20, over 50 characters, with a comma or no letter: left out with a note", () => {
  const many = Array.from({ length: 22 }, (_, i) => ["post_tag", `etiqueta ${i + 1}`] as [string, string]);
  const item = withTerms([["post_tag", "x".repeat(51)], ["post_tag", "uno, dos"], ["post_tag", "¿?"], ...many]);
  const { tags, note } = itemTags(item);
  assert.deepEqual(tags, many.slice(0, 20).map(([, name]) => name));
  assert.equal(
    note,
    "tags left out (the site keeps 20 a post of up to 50 characters, without commas, with a letter or digit): " +
      `"${"x".repeat(51)}", "uno, dos", "¿?", "etiqueta 21", "etiqueta 22"`,
  );
});
