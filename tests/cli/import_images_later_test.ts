/**
 * `recipes import --images=later`: every post's text first (its images still at the old host), then the images,
 * fetched from a local "old host" on 127.0.0.1 and brought into the posts already on the site; an image the old host
 * no longer has is noted on its post in the summary.
 */
import assert from "node:assert/strict";
import { gradientImage } from "../media/images.ts";
import { api, siteWithCli } from "./cli_runner.ts";

interface Summary {
  created: number;
  failed: number;
  items: { label: string; slug: string; result: string; reason?: string }[];
}
interface SitePost {
  featured_image: string | null;
  content: string;
}

Deno.test("--images=later imports every post's text before fetching any image, then brings the images in", async () => {
  const { site, cli, token, close } = await siteWithCli();
  const jpeg = await gradientImage(900, 700, "jpeg");
  const postsAtFirstImage: number[] = [];
  const oldHost = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (request) => {
    if (!postsAtFirstImage.length) {
      const listed = await api<{ total: number }>(site, token, "GET", "/api/posts?status=all&limit=1");
      postsAtFirstImage.push(listed.total);
    }
    if (new URL(request.url).pathname === "/perdida.jpg") return new Response("gone", { status: 404 });
    return new Response(new Uint8Array(jpeg), { headers: { "Content-Type": "image/jpeg" } });
  });
  const origin = `http://127.0.0.1:${oldHost.addr.port}`;
  const dir = await Deno.makeTempDir({ prefix: "recipes-later-" });
  try {
    for (const [slug, inline] of [["flan", "paso.jpg"], ["natilla", "perdida.jpg"]]) {
      await Deno.writeTextFile(
        `${dir}/${slug}.md`,
        `---\ntitle: ${slug}\nslug: ${slug}\nfeatured_image: ${origin}/${slug}.jpg\n---\n` +
          `Paso uno.\n\n![Paso](${origin}/${inline})\n`,
      );
    }
    const summary = await cli.json<Summary>(["import", dir, "--images=later", "--concurrency", "1"]);
    assert.equal(summary.code, 0, JSON.stringify(summary));
    assert.deepEqual([summary.created, summary.failed], [2, 0]);
    assert.deepEqual(postsAtFirstImage, [2], "both posts were on the site before the first image was fetched");

    const flan = (await api<{ post: SitePost }>(site, token, "GET", "/api/posts/slug/flan")).post;
    assert.match(flan.featured_image ?? "", /^\/media\/posts\//);
    assert.match(flan.content, /<img[^>]+src="\/media\//, "the inline image is in the media library");
    assert.doesNotMatch(flan.content, new RegExp(origin));
    const natilla = (await api<{ post: SitePost }>(site, token, "GET", "/api/posts/slug/natilla")).post;
    assert.match(natilla.featured_image ?? "", /^\/media\/posts\//);
    const noted = summary.items.find((item) => item.slug === "natilla");
    assert.equal(noted?.result, "created");
    assert.match(noted?.reason ?? "", /perdida\.jpg/, "the image the old host lost is noted on its post");
  } finally {
    await Deno.remove(dir, { recursive: true });
    await oldHost.shutdown();
    await close();
  }
});
