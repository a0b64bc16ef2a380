import assert from "node:assert/strict";
import { analyzeSeo, ratingOf, SEO_CHECKS } from "./analyze.ts";
import { contextOf, type SeoInput } from "./context.ts";
import { GOOD_CONTENT, GOOD_POST } from "../../../tests/support/seo_sample_post.ts";

const LONG_SENTENCE = "<p>La receta que preparaba mi abuela los domingos en la casa grande de Camagüey llevaba " +
  "muchísimas horas de trabajo cuidadoso porque ella picaba cada ingrediente a mano con un cuchillo viejo y " +
  "una tabla de madera gastada por los años.</p>";
const HARD_WORDS = "<p>La caracterización organoléptica evidencia particularidades extraordinariamente " +
  "heterogéneas. Consideraciones socioeconómicas condicionan preparaciones tradicionalísimas. " +
  "Características climatológicas determinan elaboraciones gastronómicas.</p>";
const LONG_PARAGRAPH = `<p>${"Corta la cebolla en trozos pequeños. ".repeat(35)}</p>`;
const FLAT = (content: string) =>
  content.replace(
    /\b(Además|También|Luego|Primero|Después|Sin embargo|Por eso|Mientras tanto|Por lo tanto|Finalmente|Por supuesto|Sin duda|En resumen|Por último|De esta manera|Aun así),? /g,
    "",
  );
const PASSIVE = "<p>El pollo fue marinado. La carne es asada. Las papas son fritas. El plato es servido.</p>";

/** Each check's id with a change to {@link GOOD_POST} that makes it fail. */
const FAILING: Array<[string, (post: SeoInput) => SeoInput]> = [
  ["keyword_in_title", (p) => ({ ...p, title: "Receta de la abuela" })],
  ["keyword_in_meta_title", (p) => ({ ...p, metaTitle: "Receta cubana de la abuela" })],
  ["keyword_in_meta_description", (p) => ({ ...p, metaDescription: "Una receta cubana fácil ".repeat(4) })],
  ["keyword_in_slug", (p) => ({ ...p, slug: "receta-de-la-abuela" })],
  ["keyword_in_first_paragraph", (p) => ({ ...p, content: `<p>Hoy cocinamos algo rico.</p>${p.content}` })],
  [
    "keyword_in_subheadings",
    (p) => ({ ...p, content: p.content.replace("Los ingredientes del pollo asado", "Los ingredientes") }),
  ],
  [
    "keyword_in_image_alt",
    (p) => ({ ...p, content: p.content.replace('alt="Pollo asado con mojo criollo"', 'alt="Un plato"') }),
  ],
  ["keyword_density", (p) => ({ ...p, focusKeyword: "naranja agria dulce" })],
  ["keyword_density", (p) => ({ ...p, content: `${p.content}<p>${"Pollo asado. ".repeat(20)}</p>` })],
  [
    "keyword_distribution",
    (p) => ({ ...p, content: p.content.replace("Así el pollo asado no se seca.", "Así la carne no se seca.") }),
  ],
  ["secondary_keyword_uses", (p) => ({ ...p, secondaryFocusKeyword: "frijoles negros" })],
  ["secondary_keyword_uses", (p) => ({ ...p, content: `${p.content}<p>${"Mojo criollo. ".repeat(3)}</p>` })],
  ["meta_title_length", (p) => ({ ...p, metaTitle: `${p.metaTitle} con naranja agria, ajo y comino de Cuba` })],
  ["meta_title_length", (p) => ({ ...p, metaTitle: "" })],
  ["meta_description_length", (p) => ({ ...p, metaDescription: p.metaDescription.repeat(2) })],
  ["meta_description_length", (p) => ({ ...p, metaDescription: "Pollo asado fácil." })],
  ["content_length", (p) => ({ ...p, content: GOOD_CONTENT.split("\n").slice(0, 6).join("\n") })],
  [
    "internal_links",
    (p) => ({ ...p, content: p.content.replace('href="/categoria/carnes"', 'href="https://example.org/"') }),
  ],
  ["outbound_links", (p) => ({ ...p, content: p.content.replace(/https:\/\/es\.wikipedia[^"]*/, "/glosario") })],
  ["images", (p) => ({ ...p, content: p.content.replace(/<img[^>]*>/, "") })],
  ["sentence_length", (p) => ({ ...p, content: `${p.content}${LONG_SENTENCE.repeat(20)}` })],
  ["paragraph_length", (p) => ({ ...p, content: `${p.content}${LONG_PARAGRAPH}` })],
  ["reading_ease", (p) => ({ ...p, content: `<p>Pollo asado.</p>${HARD_WORDS}` })],
  ["transition_words", (p) => ({ ...p, content: FLAT(p.content) })],
  ["passive_voice", (p) => ({ ...p, content: `${p.content}${PASSIVE.repeat(2)}` })],
];

function verdict(id: string, post: SeoInput) {
  const check = SEO_CHECKS.find((c) => c.id === id);
  assert.ok(check, id);
  return check.run(contextOf(post));
}

Deno.test("the sample post passes every check and scores 100", () => {
  const result = analyzeSeo(GOOD_POST);
  assert.deepEqual(result.recommendations, []);
  assert.deepEqual(result.warnings, []);
  assert.equal(result.passed.length, SEO_CHECKS.length);
  assert.equal(result.score, 100);
  assert.equal(result.rating, "Excellent");
});

Deno.test("every check can fail, with a plain English recommendation", async (t) => {
  for (const [id, change] of FAILING) {
    await t.step(id, () => {
      assert.equal(verdict(id, GOOD_POST)?.passed, true);
      const failed = verdict(id, change(GOOD_POST));
      assert.ok(failed && !failed.passed, failed?.message);
      assert.match(failed.message, /^[A-Z0-9"].*[a-z0-9)"]\.$/);
      const result = analyzeSeo(change(GOOD_POST));
      assert.ok(result.recommendations.includes(failed.message));
      assert.ok(result.issues.some((issue) => issue.id === id && issue.message === failed.message), "carries its id");
      assert.deepEqual(result.issues.map((issue) => issue.message), result.recommendations, "same order");
      assert.ok(result.score < 100);
    });
  }
  assert.deepEqual(new Set(FAILING.map(([id]) => id)), new Set(SEO_CHECKS.map((c) => c.id)), "all checks covered");
});

Deno.test("the keyword is found whatever its case, accents or number", () => {
  for (const keyword of ["pollo asado", "POLLO ASADO", "póllo asádo", "pollos asados"]) {
    assert.equal(analyzeSeo({ ...GOOD_POST, focusKeyword: keyword }).score, 100, keyword);
  }
  for (const keyword of ["ingrediente", "Ingredientes", "ingredientés"]) {
    assert.equal(verdict("keyword_in_subheadings", { ...GOOD_POST, focusKeyword: keyword })?.passed, true, keyword);
  }
  assert.equal(verdict("keyword_in_subheadings", { ...GOOD_POST, focusKeyword: "ingredientazo" })?.passed, false);
  assert.equal(
    verdict("secondary_keyword_uses", { ...GOOD_POST, secondaryFocusKeyword: "Mojos Criollos" })?.passed,
    true,
  );
});

Deno.test("checks that do not apply are skipped with a warning", () => {
  const result = analyzeSeo({
    ...GOOD_POST,
    secondaryFocusKeyword: "",
    content: GOOD_CONTENT.replace(/<img[^>]*>/, ""),
  });
  assert.deepEqual(result.warnings, [
    "No secondary keyword given; its check was skipped.",
    "No images in the text; the image alt text check was skipped.",
  ]);
  assert.equal(result.recommendations.length, 1, "only the image check");
  assert.deepEqual(result.issues.map((issue) => issue.id), ["images"]);
});

Deno.test("missing title, content, slug or keyword scores 0", () => {
  const result = analyzeSeo({ ...GOOD_POST, slug: "", focusKeyword: " ", content: "<p></p>" });
  assert.equal(result.score, 0);
  assert.equal(result.rating, "Needs Improvement");
  assert.deepEqual(result.recommendations, ["Fill in the content, slug, focus keyword to get an SEO score."]);
  assert.deepEqual(result.issues, [{ id: "required_fields", message: result.recommendations[0] }]);
});

Deno.test("a weak post gets a low score and many recommendations", () => {
  const result = analyzeSeo({
    ...GOOD_POST,
    metaTitle: "",
    metaDescription: "",
    secondaryFocusKeyword: "",
    content: "<p>Hoy hacemos arroz. Es rico.</p>",
  });
  assert.ok(result.score < 60, String(result.score));
  assert.equal(result.rating, "Needs Improvement");
  assert.ok(result.recommendations.length >= 8);
});

Deno.test("labels at 90, 75 and 60", () => {
  assert.equal(ratingOf(100), "Excellent");
  assert.equal(ratingOf(90), "Excellent");
  assert.equal(ratingOf(89), "Good");
  assert.equal(ratingOf(75), "Good");
  assert.equal(ratingOf(74), "Fair");
  assert.equal(ratingOf(60), "Fair");
  assert.equal(ratingOf(59), "Needs Improvement");
  assert.equal(ratingOf(0), "Needs Improvement");
});
