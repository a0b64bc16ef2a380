/**
 * `recipes import` of a WordPress 6 export end to end, through the CLI process into a real site: every item of the
 * file comes out created, updated, skipped with a reason or failed with a reason, counted by kind; the dry run
 * predicts the real run; a re-run says what it skipped and why.
 */
import assert from "node:assert/strict";
import sharp from "sharp";
import { rawGet } from "../support/raw_http.ts";
import { api, siteWithCli } from "./cli_runner.ts";
import { migrationFixture, type OldUploads, serveOldUploads } from "./support/wordpress_migration.ts";

type Counts = { created: number; updated: number; skipped: number; failed: number };

interface Summary extends Counts {
  dry_run: boolean;
  by_kind: Record<string, Counts>;
  skipped_reasons: { kind: string; reason: string; count: number }[];
  items: { label: string; slug: string; kind: string; result: string; reason?: string; notes?: string[] }[];
}

const outcome = (summary: Summary) => summary.items.map((item) => [item.kind, item.label, item.result]);

Deno.test("a WordPress export: nothing lost silently, counted by kind, the dry run predicts the run", async () => {
  const { site, cli, token, close } = await siteWithCli();
  const uploads = await serveOldUploads();
  const dir = await Deno.makeTempDir({ prefix: "recipes-wp-" });
  try {
    const file = await migrationFixture(dir, uploads.origin);
    const dry = await cli.json<Summary>(["import", "--dry-run", file]);
    assert.equal(dry.dry_run, true);
    assert.equal(dry.code, 0, JSON.stringify(dry.items));
    assert.equal((await api<{ total: number }>(site, token, "GET", "/api/admin/posts")).total, 0, "nothing written");

    const run = await cli.json<Summary>(["import", file]);
    assert.equal(run.code, 0, JSON.stringify(run.items));
    assert.deepEqual(run.by_kind, {
      attachment: { created: 0, updated: 0, skipped: 4, failed: 0 },
      post: { created: 6, updated: 0, skipped: 1, failed: 0 },
      comment: { created: 2, updated: 0, skipped: 0, failed: 0 },
      page: { created: 0, updated: 0, skipped: 2, failed: 0 },
      "menu item": { created: 0, updated: 0, skipped: 1, failed: 0 },
      category: { created: 5, updated: 0, skipped: 0, failed: 0 },
      redirect: { created: 21, updated: 0, skipped: 6, failed: 0 },
      author: { created: 0, updated: 0, skipped: 2, failed: 0 },
    });
    // 2 authors, 14 items and 2 comments of the file, the 5 categories created, 10 old category, tag and feed
    // addresses and 17 of uploads, attachment pages, the author and dates.
    assert.equal(run.items.length, 2 + 16 + 5 + 10 + 17, "every item and comment of the file is accounted for");
    // A tag archive whose address is already its tag page's with a slash (the site drops the slash) needs none; the
    // addresses of an image no post brought in have nothing to lead to.
    assert.deepEqual(
      run.items.filter((item) => item.kind === "redirect" && item.result === "skipped").map((item) => item.label),
      [
        "/tag/yuca → /tag/yuca",
        "/tag/mojo → /tag/mojo",
        "/tag/postre → /tag/postre",
        "/wp-content/uploads/2023/05/flan-perdido.jpg",
        "/2023/05/10/flan-de-leche/flan",
        "/?attachment_id=302",
      ],
    );
    for (const item of run.items.filter((item) => item.result === "skipped")) {
      assert.ok(item.reason, `${item.label} is skipped with a reason`);
    }
    assert.match(run.items.find((item) => item.kind === "page")?.reason ?? "", /--pages/);
    assert.deepEqual(outcome(dry), outcome(run), "the dry run predicts every item's outcome");
    const flanNotes = (summary: Summary) => summary.items.find((item) => item.slug === "flan-de-leche")?.notes;
    assert.ok(
      flanNotes(run)?.some((note) => /^featured image not imported: .*HTTP 404/.test(note)),
      JSON.stringify(flanNotes(run)),
    );
    assert.deepEqual(flanNotes(dry), flanNotes(run), "the dry run finds the missing featured image");
    const notes = (summary: Summary) => summary.items.map((item) => [item.label, item.notes ?? []]);
    assert.deepEqual(notes(dry), notes(run), "the dry run predicts every note of the run");

    // The permalink /yuca-con-mojo/ is the post's own address with a slash: no redirect is asked (the server
    // refuses one from a path to itself); the old ?p= link is kept.
    const yuca = run.items.find((item) => item.slug === "yuca-con-mojo")!;
    assert.equal(yuca.result, "created");
    assert.ok(
      !yuca.notes?.some((note) => /redirect|featured/.test(note)),
      `no refused redirect, and the 640×480 featured image is kept: ${yuca.notes}`,
    );
    const yucaPost = await api<{ post: { featured_image: string } }>(
      site,
      token,
      "GET",
      "/api/posts/slug/yuca-con-mojo",
    );
    assert.match(yucaPost.post.featured_image, /^\/media\/posts\//);
    const image = await fetch(site.url + yucaPost.post.featured_image);
    assert.equal(image.status, 200);
    const { width, height } = await sharp(new Uint8Array(await image.arrayBuffer())).metadata();
    assert.deepEqual([width, height], [512, 512], "padded onto the 512×512 canvas");
    const all = await api<{ redirects: { from_path: string; to_path: string }[] }>(
      site,
      token,
      "GET",
      "/api/admin/redirects",
    );
    const paths = all.redirects.map((r) => `${r.from_path} → ${r.to_path}`).sort();
    assert.ok(paths.includes("/?p=101 → /yuca-con-mojo"), paths.join("\n"));
    assert.ok(paths.includes("/2023/05/10/flan-de-leche → /flan-de-leche"), paths.join("\n"));
    assert.ok(!paths.some((p) => p.startsWith("/yuca-con-mojo ")), paths.join("\n"));

    await checkWords(site, token, run);
    await checkImages(site, token, run, uploads);

    // Old addresses answer 301 to the new ones, over raw HTTP.
    const host = new URL(site.url).host;
    const oldAddresses: [string, string][] = [
      ["/?p=101", "/yuca-con-mojo"],
      ["/?p=104", "/pastelitos-de-guayaba"],
      ["/2023/05/10/flan-de-leche/", "/flan-de-leche"],
      ["/category/recetas/postres/flanes/", "/categoria/flanes"],
      ["/category/recetas/", "/categoria/recetas"],
      ["/tag/yuca/", "/tag/yuca"],
      ["/tag/maduros/", "/tag/platano-maduro"],
      ["/feed/", "/rss.xml"],
    ];
    for (const [from, to] of oldAddresses) {
      const answer = await rawGet(site.url, from, { Host: host });
      assert.deepEqual([answer.status, answer.headers.get("location")], [301, to], from);
    }

    const again = await cli.json<Summary>(["import", file]);
    assert.equal(again.code, 0);
    assert.deepEqual(again.by_kind.post, { created: 0, updated: 0, skipped: 7, failed: 0 });
    assert.deepEqual(again.by_kind.redirect, { created: 0, updated: 0, skipped: 27, failed: 0 });
    assert.ok(
      again.skipped_reasons.some((group) =>
        group.kind === "post" && group.count === 6 && /already on the site/.test(group.reason)
      ),
      JSON.stringify(again.skipped_reasons),
    );
    const table = await cli.run(["import", file]);
    assert.match(table.stdout, /^skipped: 6 posts: already on the site \(--update replaces it\)$/m, table.stdout);
    assert.deepEqual(again.by_kind.comment, { created: 0, updated: 0, skipped: 2, failed: 0 });
    assert.match(table.stdout, /^skipped: 2 comments: already on the site$/m, table.stdout);

    const pages = await cli.json<Summary>(["import", "--pages", file]);
    assert.deepEqual(pages.by_kind.page, { created: 2, updated: 0, skipped: 0, failed: 0 });
    // A page's old ?page_id= link leads to it.
    const page = await rawGet(site.url, "/?page_id=110", { Host: host });
    assert.deepEqual([page.status, page.headers.get("location")], [301, "/sobre-nosotros"]);
  } finally {
    await uploads.close();
    await Deno.remove(dir, { recursive: true });
    await close();
  }
});

type Site = Parameters<typeof api>[0];
type Post = {
  status: string;
  published_at: string | null;
  scheduled_at?: string | null;
  meta_title: string;
  meta_description: string;
  focus_keyword: string;
  secondary_focus_keyword: string;
  tags: string[];
};

/** Statuses, SEO fields and categories as the site holds them after the import. */
async function checkWords(site: Site, token: string, run: Summary) {
  const post = async (slug: string) => (await api<{ post: Post }>(site, token, "GET", `/api/posts/slug/${slug}`)).post;
  const notesOf = (slug: string) => run.items.find((item) => item.slug === slug)?.notes ?? [];

  const scheduled = await post("pastelitos-de-guayaba");
  assert.deepEqual(
    [scheduled.status, scheduled.published_at, scheduled.scheduled_at],
    ["draft", null, "2030-01-15T13:00:00.000Z"],
    "a scheduled post stays scheduled for its date",
  );
  assert.match(notesOf("pastelitos-de-guayaba")[0] ?? "", /^scheduled for 2030-01-15T13:00:00.000Z .*publishes then/);
  assert.equal((await post("notas-de-la-cocina")).status, "draft");
  assert.match(notesOf("notas-de-la-cocina")[0] ?? "", /^private in WordPress: kept as a draft/);
  assert.equal((await post("croquetas-de-jamon")).status, "draft");
  assert.match(notesOf("croquetas-de-jamon")[0] ?? "", /^pending review in WordPress: kept as a draft/);
  assert.equal((await post("yuca-con-mojo")).status, "published");
  const author = async (slug: string) =>
    (await api<{ post: { author_name: string } }>(site, token, "GET", `/api/posts/slug/${slug}`)).post.author_name;
  assert.equal(await author("yuca-con-mojo"), "María Pérez", "the author's display name is kept");
  assert.equal(await author("croquetas-de-jamon"), "Jorge Díaz");
  const tooLong = await fetch(`${site.url}/api/posts`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ title: "Con autor largo", author_name: "x".repeat(101) }),
  });
  assert.equal(tooLong.status, 400, await tooLong.text());

  const yuca = await post("yuca-con-mojo");
  assert.deepEqual([yuca.meta_title, yuca.meta_description, yuca.focus_keyword], [
    "Yuca con mojo cubano, la receta de Nochebuena",
    "Cómo hacer yuca con mojo de ajo y naranja agria como en Cuba.",
    "yuca con mojo",
  ], "Yoast");
  assert.deepEqual(yuca.tags, ["yuca", "mojo", "Plátano maduro"], "the WordPress tags are the post's tags");
  assert.equal(yuca.secondary_focus_keyword, "", "tags are no longer made keywords");
  const flan = await post("flan-de-leche");
  assert.deepEqual([flan.meta_title, flan.meta_description], ["", "Flan de leche cubano al baño María."]);
  assert.deepEqual(flan.tags, ["postre"]);
  const tagPage = await fetch(`${site.url}/tag/platano-maduro`);
  assert.equal(tagPage.status, 200);
  assert.match(await tagPage.text(), /Etiqueta: Plátano maduro[\s\S]*Yuca con mojo/, "the tag page lists the post");
  const notas = await post("notas-de-la-cocina");
  assert.deepEqual([notas.meta_title, notas.meta_description, notas.focus_keyword], [
    "Notas de la cocina cubana",
    "Apuntes de cocina que no publico.",
    "notas de cocina",
  ], "Rank Math");

  const { categories } = await api<
    { categories: { slug: string; description: string; parent_id: string | null; id: string }[] }
  >(
    site,
    token,
    "GET",
    "/api/categories",
  );
  const bySlug = new Map(categories.map((category) => [category.slug, category]));
  assert.equal(bySlug.get("postres")?.description, "Dulces cubanos para después del almuerzo.");
  assert.equal(bySlug.get("flanes")?.description, "Flanes, natillas y pudines.");
  assert.equal(bySlug.get("flanes")?.parent_id, bySlug.get("recetas")?.id, "the third level is filed under the top");
  const flanes = run.items.find((item) => item.kind === "category" && item.slug === "flanes");
  assert.match(flanes?.notes?.[0] ?? "", /filed under "recetas" instead of "postres"/);
}

/** Inline, gallery and featured images live on the site once the old uploads server is gone. */
async function checkImages(site: Site, token: string, run: Summary, uploads: OldUploads) {
  assert.ok(uploads.requests.filter((path) => path.endsWith("/galeria-2.jpg")).length >= 2, "a 503 is retried");
  await uploads.close();
  const content = async (slug: string) =>
    (await api<{ post: { content: string; featured_image: string } }>(site, token, "GET", `/api/posts/slug/${slug}`))
      .post;
  const yuca = await content("yuca-con-mojo");
  const flan = await content("flan-de-leche");
  const sources = (html: string) => [...html.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/g)].map((m) => m[1]);
  const yucaImages = sources(yuca.content);
  assert.equal(yucaImages.length, 2, yuca.content);
  assert.match(yucaImages[0], /^\/media\/posts\/content\//, "the inline image is in the media library");
  assert.ok(!/srcset/.test(yuca.content), "the old srcset is gone");
  assert.match(yucaImages[1], /\/2022\/01\/foto-perdida\.jpg$/, "what cannot be fetched keeps its old address");
  const yucaNotes = run.items.find((item) => item.slug === "yuca-con-mojo")?.notes ?? [];
  assert.deepEqual(yucaNotes.length, 1, JSON.stringify(yucaNotes));
  assert.match(
    yucaNotes[0],
    /^image http:\/\/127\.0\.0\.1:\d+\/wp-content\/uploads\/2022\/01\/foto-perdida\.jpg not imported .*HTTP 404/,
  );

  const gallery = sources(flan.content);
  assert.equal(gallery.length, 2, flan.content);
  assert.ok(gallery.every((src) => src.startsWith("/media/posts/content/")), flan.content);
  assert.match(
    flan.content,
    /<figure><img [^>]*alt="Caramelo dorado"[^>]*><figcaption>El caramelo<\/figcaption><\/figure>/,
  );
  assert.ok(!/\[gallery/.test(flan.content));
  const flanNotes = run.items.find((item) => item.slug === "flan-de-leche")?.notes ?? [];
  assert.ok(
    flanNotes.some((note) => note === "gallery images 999 are not in the export: left out"),
    flanNotes.join("\n"),
  );

  for (const src of [...yucaImages.slice(0, 1), ...gallery, yuca.featured_image]) {
    const image = await fetch(site.url + src);
    assert.equal(image.status, 200, src);
    assert.match(image.headers.get("content-type") ?? "", /^image\//);
    await image.body?.cancel();
  }
}
