import assert from "node:assert/strict";
import { pathToFileURL } from "node:url";
import { fileInput, fixturePath, readAll, readOnePost } from "../../../../tests/cli/support/import.ts";
import type { ImportItem } from "../../types.ts";
import { markdownSource } from "./source.ts";

Deno.test("Markdown: a recipe with every front matter field", async () => {
  const path = fixturePath("markdown/ropa-vieja.md");
  const item = await readOnePost(markdownSource, fileInput(path));
  const { content, ...fields } = item.post;
  assert.deepEqual(fields, {
    title: "Ropa vieja: la receta de mi abuela",
    slug: "ropa-vieja",
    excerpt: "Carne de res deshilachada en un sofrito de tomate, pimientos y vino seco.",
    status: "published",
    published_at: "2023-10-12T15:30:00.000Z",
    content_type: "recipe",
    prep_time: "PT20M",
    cook_time: "PT2H30M",
    total_time: "PT2H50M",
    recipe_yield: "6 raciones",
    recipe_category: "Plato principal",
    recipe_cuisine: "Cubana",
    meta_description: "Ropa vieja cubana paso a paso.",
    video_url: "https://www.youtube.com/watch?v=abcDEF12345",
    video_duration: "PT6M5S",
    ingredients: [
      "1 kg de falda de res",
      "1 cebolla grande en tiras",
      "1 pimiento verde",
      "1 taza de salsa de tomate",
      "½ taza de vino seco",
    ],
    instructions: [
      { name: "", text: "Cocina la falda en agua con sal hasta que esté tierna." },
      { name: "Sofrito", text: "Sofríe la cebolla, el ajo y el pimiento en aceite de oliva." },
      { name: "", text: "Deshilacha la carne y cocínala en el sofrito con el vino 20 minutos." },
    ],
    nutrition_calories: "420",
    nutrition_protein: "35 g",
    nutrition_fat: "18",
    nutrition_carbs: "12",
    tags: ["carne", "ropa vieja", "clásicos"],
  });
  const html = String(content);
  for (
    const part of [
      "<p>La <strong>ropa vieja</strong> es uno de los platos más queridos de la cocina cubana.</p>",
      "<h2>Consejos</h2>",
      "<li>Usa falda de res: se deshilacha mejor.</li>",
      "<table>",
      '<a href="/">nuestra portada</a>',
    ]
  ) assert.ok(html.includes(part), `${part} in ${html}`);
  assert.doesNotMatch(html, /---|title:/);
  assert.deepEqual(item.categories, [
    { name: "Recetas", slug: "recetas" },
    { name: "Platos principales", slug: "platos-principales", parent: "recetas" },
    { name: "Carnes", slug: "carnes", parent: "recetas" },
  ]);
  assert.equal(item.featuredImageUrl, pathToFileURL(fixturePath("markdown/img/ropa-vieja.jpg")).href);
  assert.deepEqual(item.redirectsFrom, ["/2015/03/ropa-vieja-cubana/"]);
});

Deno.test("Markdown: slugs, titles and statuses when the front matter leaves them out", async () => {
  const cases: [file: string, expected: Partial<ImportItem["post"]>, tags?: string[]][] = [
    ["2023-11-05-mojo-criollo.md", {
      title: "Mojo criollo",
      slug: "mojo-criollo",
      status: "draft",
      content: "<p>Ajo, naranja agria y comino: el <strong>mojo</strong> de toda la vida.</p>",
      content_type: "article",
    }, ["salsas", "ajo"]],
    ["batido-de-mamey.md", {
      title: "Batido de mamey",
      slug: "batido-de-mamey",
      status: undefined,
      content: "<p>Un batido cremoso con leche, azúcar y hielo.</p>",
    }],
  ];
  for (const [file, expected, tags] of cases) {
    const item = await readOnePost(markdownSource, fileInput(fixturePath(`markdown/${file}`)));
    for (const [field, value] of Object.entries(expected)) {
      assert.deepEqual((item.post as unknown as Record<string, unknown>)[field], value, `${file} ${field}`);
    }
    assert.deepEqual(item.post.tags, tags, file);
    assert.deepEqual(item.categories, [], file);
  }
});

Deno.test("Markdown: a file name that is only a date gives way to the title's slug", async () => {
  const dir = await Deno.makeTempDir();
  const path = `${dir}/2024-03-01-.md`;
  await Deno.writeTextFile(path, "---\ntitle: ¡Arroz con leche!\n---\nDulce.");
  const item = await readOnePost(markdownSource, fileInput(path));
  await Deno.remove(dir, { recursive: true });
  assert.equal(item.label, path);
  assert.equal(item.post.slug, "arroz-con-leche");
});

Deno.test("Markdown: files that cannot become posts are failures with a reason", async () => {
  const cases: [file: string, reason: RegExp][] = [
    ["sin-titulo.md", /^No title: set title in the front matter or start with a # heading$/],
    ["yaml-roto.md", /^The front matter is not valid YAML: /],
    ["fecha-mala.md", /^date "el domingo pasado" is not a date$/],
    ["no-existe.md", /No such file/],
  ];
  for (const [file, reason] of cases) {
    const path = fixturePath(`markdown/${file}`);
    const results = await readAll(markdownSource, fileInput(path));
    assert.equal(results.length, 1, file);
    const [result] = results;
    assert.equal(result.kind, "failure", file);
    assert.equal(result.label, path);
    assert.match(result.kind === "failure" ? result.reason : "", reason, file);
  }
});
