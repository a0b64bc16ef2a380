/**
 * What WP Recipe Maker, Yoast and the block editor hold comes in (`fidelity.WordPress.xml`): every nutrition fact,
 * the recipe's notes, video, groups and keywords, SEO text around template variables, reusable blocks and gallery
 * alt text; what the site has no field for (canonical, noindex, sticky) is a note, never dropped silently.
 */
import assert from "node:assert/strict";
import { fileInput, readAll } from "../../../../tests/cli/support/import.ts";
import { fidelityFixture } from "../../../../tests/cli/support/wordpress_fidelity.ts";
import type { ImportEntry, ImportItem } from "../../types.ts";
import { resolveTemplate } from "./seo.ts";
import { wordpressSource } from "./source.ts";

const OLD = "https://viejo.example.org";
const dir = await Deno.makeTempDir({ prefix: "recipes-wp-fidelity-" });
const entries: ImportEntry[] = await readAll(wordpressSource(), fileInput(await fidelityFixture(dir, OLD)));
await Deno.remove(dir, { recursive: true });

function post(slug: string): ImportItem {
  const found = entries.find((entry): entry is ImportItem => entry.kind === "post" && entry.post.slug === slug);
  assert.ok(found, slug);
  return found;
}

Deno.test("WP Recipe Maker: every nutrition fact, groups as headings, notes, video and keywords as tags", () => {
  const arroz = post("arroz-con-pollo").post as unknown as Record<string, unknown>;
  assert.deepEqual(
    Object.fromEntries(Object.entries(arroz).filter(([field]) => field.startsWith("nutrition_"))),
    {
      nutrition_serving_size: "350",
      nutrition_calories: "520",
      nutrition_fat: "18",
      nutrition_saturated_fat: "5",
      nutrition_cholesterol: "95",
      nutrition_sodium: "820",
      nutrition_carbs: "55",
      nutrition_fiber: "2",
      nutrition_sugar: "3",
      nutrition_protein: "35",
    },
  );
  assert.deepEqual(arroz.ingredients, ["1 kg pollo", "Para el arroz:", "2 tazas arroz"]);
  assert.deepEqual(arroz.instructions, [
    { name: "El pollo", text: "Dora el pollo." },
    { name: "El arroz", text: "Añade el arroz." },
  ]);
  assert.equal(arroz.video_url, "https://www.youtube.com/embed/dQw4w9WgXcQ");
  assert.match(String(arroz.content), /<h2>Notas<\/h2>\n<p>Mejor con arroz de grano largo\.<\/p>$/);
  assert.deepEqual(arroz.tags, ["arroz amarillo"]);
});

Deno.test("Yoast: a description with variables keeps its text; canonical, noindex and sticky are noted", () => {
  const arroz = post("arroz-con-pollo");
  assert.equal(arroz.post.meta_description, "Arroz con pollo a la cubana");
  const notes = arroz.notes ?? [];
  assert.ok(notes.some((note) => note.startsWith("canonical address https://otra.example.org/arroz-con-pollo/")));
  assert.ok(notes.some((note) => note.startsWith("hidden from search engines (noindex)")));
  assert.ok(notes.some((note) => note.startsWith("sticky in WordPress")));
  assert.equal(resolveTemplate("%%title%% %%sep%% %%sitename%%", "Flan"), "Flan");
  assert.equal(resolveTemplate("Ropa vieja | %sitename%", "x"), "Ropa vieja");
});

Deno.test("a reusable block is put into the post; gallery images take the attachment's alt", () => {
  const content = post("arroz-con-pollo").post.content ?? "";
  assert.match(content, /¡Buen provecho!/);
  assert.match(content, /alt="Arroz amarillo en cazuela"><figcaption>La cazuela del domingo<\/figcaption>/);
  const block = entries.find((entry) => entry.kind === "skipped" && entry.itemKind === "reusable block");
  assert.match(block && "reason" in block ? block.reason : "", /put into the posts that use it/);
});
