/** The recipe page source against fixture pages served on 127.0.0.1. */
import assert from "node:assert/strict";
import { recipePageSource } from "../../../cli/import/formats/schema_org/source.ts";
import type { ImportItem } from "../../../cli/import/types.ts";
import { fixturePath, readAll } from "../support/import.ts";

function serveFixtures(): { origin: string; close: () => Promise<void> } {
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (request) => {
    const name = new URL(request.url).pathname.split("/").pop() ?? "";
    if (!/^[\w-]+$/.test(name)) return new Response("Not found", { status: 404 });
    try {
      const html = await Deno.readTextFile(fixturePath(`schema_org/${name}.html`));
      return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
    } catch {
      return new Response("Not found", { status: 404 });
    }
  });
  return { origin: `http://127.0.0.1:${server.addr.port}`, close: () => server.shutdown() };
}

async function read(url: string) {
  return await readAll(recipePageSource, { location: url, kind: "url" });
}

Deno.test("recipe pages: schema.org Recipe in JSON-LD @graph, arrays and microdata", async () => {
  const { origin, close } = serveFixtures();
  try {
    const cases: [page: string, post: Record<string, unknown>, item: Partial<ImportItem>][] = [
      ["jsonld-graph", {
        title: "Picadillo a la habanera",
        slug: "picadillo-a-la-habanera",
        excerpt: "Carne molida con aceitunas, pasas y papas fritas & un sofrito criollo.",
        content: "<p>Carne molida con aceitunas, pasas y papas fritas &amp; un sofrito criollo.</p>\n" +
          `<p>Receta original: <a href="${origin}/recetas/jsonld-graph">127.0.0.1</a></p>`,
        content_type: "recipe",
        ingredients: [
          "500 g de carne molida de res",
          "1 cebolla picada",
          "12 aceitunas rellenas",
          "2 cucharadas de pasas",
          "2 papas en cubitos",
        ],
        instructions: [
          { name: "El sofrito", text: "Sofríe la cebolla y el ajo en aceite." },
          { name: "El sofrito", text: "Añade la carne y cocina hasta que cambie de color." },
          { name: "Para terminar", text: "Agrega aceitunas, pasas y las papas fritas; cocina 10 minutos." },
        ],
        prep_time: "PT15M",
        cook_time: "PT1H",
        total_time: "PT1H15M",
        recipe_yield: "4 raciones",
        recipe_category: "Plato principal",
        recipe_cuisine: "Cubana",
        nutrition_calories: "380 kcal",
        nutrition_protein: "24 g",
        nutrition_fat: "20 g",
        nutrition_carbs: "25 g",
        video_url: "https://www.youtube.com/embed/dQw4w9WgXcQ",
        video_duration: "PT3M32S",
        secondary_focus_keyword: "picadillo, carne molida, cubana",
      }, {
        featuredImageUrl: "https://cocina.example.org/wp-content/uploads/picadillo.jpg",
        categories: [],
      }],
      ["jsonld-array", {
        title: "Flan de leche",
        ingredients: ["1 lata de leche condensada", "1 lata de leche evaporada", "4 huevos", "1 taza de azúcar"],
        instructions: [
          { name: "", text: "Haz un caramelo con el azúcar." },
          { name: "", text: "Bate la leche y los huevos." },
          { name: "", text: "Cocina al baño María 50 minutos." },
        ],
        prep_time: "PT20M",
        cook_time: "PT50M",
        total_time: "PT1H10M",
        recipe_yield: "8",
        nutrition_calories: "290 kcal",
        nutrition_protein: "8 g",
        secondary_focus_keyword: "flan, postres",
      }, { featuredImageUrl: `${origin}/fotos/flan-1x1.jpg` }],
      ["microdata", {
        title: "Potaje de frijoles negros",
        excerpt: "Frijoles negros dormidos, con sofrito & un chorrito de vino seco.",
        ingredients: ["500 g de frijoles negros", "1 pimiento verde", "1 cebolla"],
        instructions: [
          { name: "", text: "Remoja los frijoles toda la noche." },
          { name: "", text: "Cocínalos con el pimiento hasta que ablanden." },
          { name: "", text: "Añade el sofrito y deja espesar." },
        ],
        prep_time: "PT15M",
        cook_time: "PT2H",
        total_time: "PT2H15M",
        recipe_yield: "6 raciones",
        recipe_category: "Potajes",
        recipe_cuisine: "Cubana",
        nutrition_calories: "310 kcal",
        nutrition_protein: "15 g",
        secondary_focus_keyword: undefined,
      }, { featuredImageUrl: `${origin}/img/frijoles.jpg` }],
    ];
    for (const [page, post, expected] of cases) {
      const url = `${origin}/recetas/${page}`;
      const results = await read(url);
      assert.equal(results.length, 1, page);
      const [item] = results;
      assert.ok(item.kind === "post", `${page}: ${JSON.stringify(item)}`);
      assert.equal(item.label, url);
      for (const [field, value] of Object.entries(post)) {
        assert.deepEqual(item.post[field as keyof typeof item.post], value, `${page} ${field}`);
      }
      for (const [field, value] of Object.entries(expected)) {
        assert.deepEqual(item[field as keyof ImportItem], value, `${page} ${field}`);
      }
      assert.ok(String(item.post.content).endsWith(`<p>Receta original: <a href="${url}">127.0.0.1</a></p>`), page);
    }
  } finally {
    await close();
  }
});

Deno.test("recipe pages: pages without a recipe and unreachable pages are failures", async () => {
  const { origin, close } = serveFixtures();
  try {
    const cases: [url: string, reason: string | RegExp][] = [
      [`${origin}/recetas/no-recipe`, `No schema.org Recipe found at ${origin}/recetas/no-recipe`],
      [`${origin}/recetas/missing`, `Fetching ${origin}/recetas/missing answered HTTP 404`],
      ["http://127.0.0.1:9/recetas/closed", /^Could not fetch http:\/\/127\.0\.0\.1:9\/recetas\/closed: /],
    ];
    for (const [url, reason] of cases) {
      const results = await read(url);
      assert.equal(results.length, 1, url);
      const [result] = results;
      assert.ok(result.kind === "failure", url);
      assert.equal(result.label, url);
      if (typeof reason === "string") assert.equal(result.reason, reason);
      else assert.match(result.reason, reason);
    }
  } finally {
    await close();
  }
});

Deno.test("recipe pages: a file named with --format recipe-page is a failure, not a fetch", async () => {
  const results = await readAll(recipePageSource, { location: "receta.html", kind: "file" });
  assert.deepEqual(results, [{ kind: "failure", label: "receta.html", reason: "A recipe page needs an http(s) URL" }]);
});
