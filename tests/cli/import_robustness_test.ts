/**
 * `recipes import` with bad input among good: malformed XML, a page without a recipe and an oversized image each cost
 * only their own item; a second run creates nothing twice.
 */
import assert from "node:assert/strict";
import { gradientImage } from "../media/images.ts";
import { api, siteWithCli } from "./cli_runner.ts";

interface Summary {
  created: number;
  skipped: number;
  failed: number;
  items: { label: string; slug: string; result: string; reason?: string }[];
}

const FIXTURES = new URL("./fixtures/", import.meta.url).pathname;

/** A loopback server: a page without a recipe and a 5 MB "image" sent without a length. */
function serveBadThings() {
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, (request) => {
    const path = new URL(request.url).pathname;
    if (path === "/pagina-sin-receta") {
      return new Response("<html><head><title>Hola</title></head><body><p>Sin receta.</p></body></html>", {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    }
    if (path === "/enorme.jpg") {
      let sent = 0;
      const chunk = new Uint8Array(64 * 1024);
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 5 * 1024 * 1024) return controller.close();
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      return new Response(body, { headers: { "Content-Type": "image/jpeg" } });
    }
    return new Response("not found", { status: 404 });
  });
  return { origin: `http://127.0.0.1:${server.addr.port}`, close: () => server.shutdown() };
}

Deno.test("bad items fail with their reason and the rest is imported; running again creates nothing", async () => {
  const { site, cli, token, close } = await siteWithCli();
  const pages = serveBadThings();
  const dir = await Deno.makeTempDir({ prefix: "recipes-robust-" });
  try {
    await Deno.writeFile(`${dir}/foto.png`, await gradientImage(600, 600));
    await Deno.writeTextFile(
      `${dir}/con-foto.md`,
      "---\ntitle: Boniatillo\nslug: boniatillo\nfeatured_image: foto.png\n---\nDulce de boniato.\n",
    );
    await Deno.writeTextFile(
      `${dir}/foto-enorme.md`,
      `---\ntitle: Tamal en cazuela\nslug: tamal-en-cazuela\nfeatured_image: ${pages.origin}/enorme.jpg\n---\nMaíz.\n`,
    );
    const inputs = [
      `${FIXTURES}wordpress/truncated.xml`,
      `${pages.origin}/pagina-sin-receta`,
      `${dir}/con-foto.md`,
      `${dir}/foto-enorme.md`,
      `${FIXTURES}json/post.json`,
    ];
    const first = await cli.json<Summary>(["import", ...inputs]);
    assert.equal(first.code, 1, "failed items fail the run");
    const byLabel = (pattern: RegExp) => first.items.find((item) => pattern.test(item.label));
    assert.match(byLabel(/truncated\.xml/)?.reason ?? "", /^Malformed XML at line \d+, column \d+/);
    assert.match(byLabel(/pagina-sin-receta/)?.reason ?? "", /No schema\.org Recipe found/);
    assert.equal(first.failed, 2, JSON.stringify(first.items));
    assert.equal(first.created, 3, JSON.stringify(first.items));

    const tamal = first.items.find((item) => item.slug === "tamal-en-cazuela");
    assert.equal(tamal?.result, "created", "the post is saved without the refused image");
    assert.match(
      tamal?.reason ?? "",
      /featured image not imported: Image \S+ is over 4 MB \(5\.0 MB\) and could not be/,
    );
    const boniatillo = await api<{ post: { featured_image: string } }>(
      site,
      token,
      "GET",
      "/api/posts/slug/boniatillo",
    );
    assert.match(boniatillo.post.featured_image, /^\/media\//, "an image next to the Markdown file is uploaded");

    const again = await cli.json<Summary>(["import", ...inputs]);
    assert.deepEqual([again.created, again.skipped, again.failed], [0, 3, 2]);
    assert.equal((await api<{ total: number }>(site, token, "GET", "/api/admin/posts")).total, 3);
  } finally {
    await Deno.remove(dir, { recursive: true });
    await pages.close();
    await close();
  }
});
