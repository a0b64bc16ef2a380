import assert from "node:assert/strict";
import { fileInput, fixturePath, readAll } from "../../../../tests/cli/support/import.ts";
import type { ImportEntry, ImportItem } from "../../types.ts";
import { wordpressSource } from "./source.ts";

const EXPORT = fixturePath("wordpress/sabor-de-cuba.WordPress.2024-06-01.xml");
const source = (id: string) => `${EXPORT}#${id}`;

function post(results: ImportEntry[], id: string): ImportItem {
  const found = results.find((r) => r.label === source(id));
  assert.ok(found && found.kind === "post", `post ${id} in ${JSON.stringify(results.map((r) => r.label))}`);
  return found;
}

const results = await readAll(wordpressSource(), fileInput(EXPORT));
const withPages = await readAll(wordpressSource({ pages: true }), fileInput(EXPORT));

Deno.test("WXR: posts and drafts in file order; pages, attachments, recipes, menus and trash are not posts", () => {
  assert.deepEqual(results.filter((r) => (r.kind === "post" || r.kind === "failure")).map((r) => [r.kind, r.label]), [
    ["post", source("12")],
    ["post", source("13")],
    ["post", source("14")],
    ["failure", source("15")],
    ["failure", `"Congrí oriental" (${source("16")})`],
  ]);
  assert.deepEqual(
    withPages.filter((r) => (r.kind === "post" || r.kind === "failure")).map((r) => r.label),
    [...[12, 13, 14, 2, 15].map(String).map(source), `"Congrí oriental" (${source("16")})`],
  );
});

Deno.test("WXR: what is not a post is skipped with its kind and reason, comments included", () => {
  const skips = results.filter((r) => r.kind === "skipped").map((r) => "itemKind" in r ? [r.itemKind, r.reason] : []);
  const kinds = skips.map(([kind]) => kind).sort();
  assert.deepEqual(kinds, [
    "attachment",
    "attachment",
    "comment",
    "comment",
    "comment",
    "comment",
    "menu item",
    "page",
    "post",
    "recipe card",
    "recipe card",
  ]);
  assert.ok(skips.every(([, reason]) => reason), JSON.stringify(skips));
  assert.deepEqual(skips.find(([kind]) => kind === "page"), ["page", "pages are imported only with --pages"]);
  assert.deepEqual(skips.find(([kind]) => kind === "post"), ["post", "in the WordPress trash"]);
  assert.ok(!withPages.some((r) => r.kind === "skipped" && "itemKind" in r && r.itemKind === "page"));
});

Deno.test("WXR: comments become reviews of their post; the author's answer its reply; spam and links skipped", () => {
  const strip = (comments: ImportItem["comments"]) =>
    comments?.map(({ label, ...rest }) => [label.slice(label.indexOf("#")), rest]);
  assert.deepEqual(strip(post(results, "12").comments), [
    ["#12/comment-7 (Lucía)", {
      name: "Lucía",
      email: "lucia@example.com",
      stars: 5,
      text: "¡Quedó buenísimo!",
      status: "approved",
      created_at: "2019-05-12T22:00:00.000Z",
      reply: {
        text: "¡Gracias, Lucía! Me alegra que te gustara.",
        author: "María Pérez",
        created_at: "2019-05-13T09:00:00.000Z",
      },
    }],
    ["#12/comment-9 (Rafael)", {
      name: "Rafael",
      email: "rafael@example.com",
      text: "Me encantó el sabor.\n\nGracias & saludos desde Matanzas",
      status: "approved",
      created_at: "2019-05-20T12:30:00.000Z",
    }],
    ["#12/comment-10 (Carmen)", {
      name: "Carmen",
      email: "carmen@example.com",
      stars: 3,
      text: "¿Se puede hacer con arroz integral?",
      status: "pending",
      created_at: "2019-06-01T08:00:00.000Z",
    }],
  ]);
  assert.deepEqual(
    post(results, "13").comments?.map((c) => [c.name, c.stars, c.email, c.status]),
    [["Tía Rosa", undefined, "rosa@example.com", "approved"], ["Anónimo curioso", undefined, undefined, "pending"]],
    "an article's comments take no stars; an address the site would refuse is left out",
  );
  const reasons = results.filter((r) => r.kind === "skipped" && r.itemKind === "comment")
    .map((r) => [r.label.slice(r.label.indexOf("#")), "reason" in r ? r.reason : ""]);
  assert.deepEqual(reasons, [
    ["#12/comment-8 (María Pérez)", "the post author's answer: imported as the site's reply to comment-7"],
    ["#12/comment-11 (Cheap pills)", "marked as spam"],
    ["#12/comment-12 (Cocina Hoy)", "a pingback: links from other sites are not imported"],
    ["#12/comment-13 (Borrado)", "in the WordPress trash"],
  ]);
});

Deno.test("WXR: one broken item becomes a failure with its reason, the others still import", () => {
  const failures = results.filter((r) => r.kind === "failure").map((r) => [r.label, "reason" in r ? r.reason : ""]);
  assert.deepEqual(failures, [
    [source("15"), "The item has no title"],
    [
      `"Congrí oriental" (${source("16")})`,
      'WP Recipe Maker recipe 46: wprm_ingredients is not valid serialized PHP (Expected ":" at byte 225)',
    ],
  ]);
});

Deno.test("WXR: fields of each post", () => {
  const cases: [id: string, expected: Record<string, unknown>][] = [
    ["12", {
      title: "Arroz con pollo a la “chorrera”",
      slug: "arroz-con-pollo",
      status: "published",
      published_at: "2019-05-10T14:30:00.000Z",
      excerpt: "El arroz con pollo de los domingos, meloso y con cerveza.",
      meta_description: "Receta de arroz con pollo a la chorrera, el clásico cubano.",
      content_type: "recipe",
    }],
    ["13", {
      title: "Flan de calabaza & coco: el postre de Tía Rosa’s",
      slug: "flan-de-calabaza-y-coco",
      status: "published",
      published_at: "2020-01-15T17:45:00.000Z",
      excerpt: "",
      content_type: "article",
    }],
    ["14", {
      title: "Tostones (plátanos a puñetazos)",
      slug: "tostones-platanos-a-punetazos",
      status: "draft",
      published_at: undefined,
      content_type: "recipe",
    }],
  ];
  for (const [id, expected] of cases) {
    const item = post(results, id);
    for (const [field, value] of Object.entries(expected)) {
      assert.deepEqual((item.post as unknown as Record<string, unknown>)[field], value, `${id} ${field}`);
    }
    assert.equal((item.post as unknown as Record<string, unknown>).category_ids, undefined);
    assert.equal(item.post.meta_title, undefined, "Yoast title templates are not copied");
  }
});

Deno.test("WXR: nested categories with parent slugs, tags as the post's tags, featured images, old paths", () => {
  const cases: [id: string, expected: Partial<ImportItem>][] = [
    ["12", {
      categories: [
        { name: "Recetas", slug: "recetas" },
        { name: "Platos principales", slug: "platos-principales", parent: "recetas" },
      ],
      featuredImageUrl: "https://viejo.example.com/wp-content/uploads/2019/05/arroz-con-pollo.jpg",
      redirectsFrom: ["/2019/05/arroz-con-pollo/", "/?p=12"],
    }],
    ["13", {
      categories: [
        { name: "Recetas", slug: "recetas" },
        { name: "Postres", slug: "postres", parent: "recetas" },
        { name: "Flanes & natillas", slug: "flanes", parent: "postres" },
      ],
      featuredImageUrl: undefined,
      redirectsFrom: ["/2020/01/flan-de-calabaza-y-coco/", "/?p=13"],
    }],
    ["14", {
      categories: [{ name: "Sin categoría", slug: "sin-categoria" }],
      featuredImageUrl: "https://viejo.example.com/wp-content/uploads/2019/06/tostones.jpg",
      redirectsFrom: ["/?p=14"],
    }],
    ["2", { categories: [], redirectsFrom: ["/sobre-nosotros/", "/?page_id=2"] }],
  ];
  for (const [id, expected] of cases) {
    const item = post(withPages, id);
    for (const [field, value] of Object.entries(expected)) {
      assert.deepEqual(item[field as keyof ImportItem], value, `${id} ${field}`);
    }
  }
  assert.deepEqual(post(withPages, "12").post.tags, ["arroz", "pollo"]);
  assert.equal(post(withPages, "13").post.tags, undefined, "no tags, no field");
});

Deno.test("WXR: block editor content loses its comments; the embed block becomes a player", () => {
  const content = String(post(results, "12").post.content);
  assert.doesNotMatch(content, /<!--|wprm-recipe|\[/);
  assert.match(content, /^<p>El arroz con pollo a la chorrera es el plato/);
  assert.match(content, /<h2 class="wp-block-heading">Un plato con historia<\/h2>/);
  assert.match(
    content,
    /<figure><iframe src="https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ"[^>]*><\/iframe><figcaption class="wp-element-caption">Paso a paso en vídeo<\/figcaption><\/figure>/,
  );
});

Deno.test("WXR: classic content gets paragraphs and its shortcodes replaced", () => {
  const content = String(post(results, "13").post.content);
  const expected = [
    "<p>El flan de calabaza es un postre de las tardes de invierno.<br>\nLleva coco rallado y mucha paciencia.</p>",
    '<figure><a href="https://viejo.example.com/flan.jpg"><img class="size-large wp-image-55" src="https://viejo.example.com/wp-content/uploads/2020/01/flan.jpg" alt="Flan de calabaza" width="800" height="533" /></a><figcaption>El flan recién desmoldado</figcaption></figure>',
    '<iframe src="https://player.vimeo.com/video/76979871?dnt=1"',
    '<p><a href="https://www.cocina.example.org/flan-clasico">https://www.cocina.example.org/flan-clasico</a></p>',
    "<p>Consejo: usa calabaza bien madura.</p>",
    '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"',
    "<p>Se escribe [gallery] para mostrar una galería.</p>",
  ];
  let from = 0;
  for (const part of expected) {
    const at = content.indexOf(part, from);
    assert.ok(at >= 0, `${part} in order in ${content}`);
    from = at + part.length;
  }
  assert.doesNotMatch(content, /su_note|gallery ids/);
});

Deno.test("WXR: WP Recipe Maker recipes become recipe fields (recipe item and the post's own meta)", () => {
  const arroz = post(results, "12").post;
  assert.deepEqual(arroz.ingredients, [
    "1 pollo entero troceado",
    "2 tazas arroz de grano largo",
    "1 pimiento rojo (en tiras)",
    "Para el sofrito:",
    "1 cebolla grande",
    "4 dientes ajo",
    "½ taza salsa de tomate (casera)",
  ]);
  assert.deepEqual(arroz.instructions, [
    { name: "", text: "Sazona el pollo con ajo, comino y naranja agria." },
    { name: "", text: "Dora el pollo en aceite caliente & resérvalo." },
    { name: "Cocción del arroz", text: "Sofríe la cebolla, el ajo y el pimiento." },
    { name: "Cocción del arroz", text: "Añade el arroz, el caldo y el pollo; cocina 25 minutos tapado." },
  ]);
  const cases: [string, Record<string, unknown>][] = [
    ["12", {
      prep_time: "PT20M",
      cook_time: "PT1H10M",
      total_time: "PT1H30M",
      recipe_yield: "6 raciones",
      recipe_category: "Plato principal",
      recipe_cuisine: "Cubana",
      nutrition_calories: "540",
      nutrition_protein: "38",
      nutrition_fat: "16",
      nutrition_carbs: "62",
    }],
    ["14", {
      prep_time: "PT10M",
      cook_time: "PT15M",
      total_time: "PT25M",
      recipe_yield: "4",
      nutrition_calories: "210",
      nutrition_protein: "1",
      nutrition_fat: "11",
      nutrition_carbs: "29",
      ingredients: ["2 plátanos verdes", "sal", "1 taza aceite para freír"],
      instructions: [
        { name: "Primera fritura", text: "Fríe los trozos de plátano 3 minutos." },
        { name: "Aplastar", text: "Aplasta cada trozo y fríelo de nuevo hasta dorar." },
      ],
    }],
  ];
  for (const [id, expected] of cases) {
    const fields = post(results, id).post as unknown as Record<string, unknown>;
    for (const [field, value] of Object.entries(expected)) assert.deepEqual(fields[field], value, `${id} ${field}`);
  }
});

Deno.test("WXR: unreadable input is one failure with a clear reason", async () => {
  const rss = await Deno.makeTempFile({ suffix: ".xml" });
  await Deno.writeTextFile(rss, '<rss version="2.0"><channel><title>x</title></channel></rss>');
  const cases: [name: string, path: string, reason: RegExp][] = [
    [
      "truncated file",
      fixturePath("wordpress/truncated.xml"),
      /^Malformed XML at line 353, column 2: Expected closing tag 'item' \(opened in line 328, col 3\) instead of closing tag 'channel'\.$/,
    ],
    ["plain RSS", rss, /^Not a WordPress export/],
    ["missing file", fixturePath("wordpress/no-such-file.xml"), /No such file/],
  ];
  for (const [name, path, reason] of cases) {
    const out = await readAll(wordpressSource(), fileInput(path));
    assert.equal(out.length, 1, name);
    assert.equal(out[0].kind, "failure", name);
    assert.match(out[0].kind === "failure" ? out[0].reason : "", reason, name);
  }
  await Deno.remove(rss);
});

Deno.test("WXR: the count told before the first result is the number of results read", async () => {
  const files = ["sabor-de-cuba.WordPress.2024-06-01.xml", "la-mesa-cubana.WordPress.2026-01-15.xml"];
  for (const file of files) {
    for (const pages of [false, true]) {
      const told: number[] = [];
      let toldBeforeFirst = false;
      const read: ImportEntry[] = [];
      const expect = (count: number) => told.push(count);
      for await (const result of wordpressSource({ pages }).read(fileInput(fixturePath(`wordpress/${file}`)), expect)) {
        if (!read.length) toldBeforeFirst = told.length === 1;
        read.push(result);
      }
      assert.ok(toldBeforeFirst, `${file} tells its count before the first result`);
      assert.deepEqual(told, [read.length], `${file} pages=${pages}`);
    }
  }
});
