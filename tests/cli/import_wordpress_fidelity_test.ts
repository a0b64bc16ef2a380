/**
 * `recipes import` of `fidelity.WordPress.xml` against a loopback old host: every image form comes in (relative,
 * protocol-relative, srcset-only, "link to media file", Photon, an over-4 MB original), what cannot be fetched is a
 * note of its post; the old upload, attachment, author and date addresses answer 301; the dry run says "would
 * create"; a re-run with `--update` uploads no image the site holds.
 */
import assert from "node:assert/strict";
import { api } from "./cli_runner.ts";
import { withFidelityFixture } from "./support/wordpress_fidelity_run.ts";

interface Summary {
  items: { label: string; slug: string; kind: string; result: string; reason?: string; notes?: string[] }[];
}

Deno.test("WordPress fidelity: image forms, old addresses, dry-run wording, --update uploads nothing twice", async () => {
  await withFidelityFixture(async ({ site, cli, token, oldHost, file }) => {
    const dry = await cli.run(["import", "--dry-run", file]);
    assert.equal(dry.code, 0, dry.stderr);
    assert.match(dry.stdout, /^would create post arroz-con-pollo/m);
    assert.doesNotMatch(dry.stdout, /^created /m, "a dry run creates nothing");
    assert.match(dry.stdout, /^categories +1 /m);
    assert.doesNotMatch(dry.stdout, /categorys/);
    assert.match(dry.stdout, /skipped +reusable block "Firma" \(.*#301\)/, "a skipped item is named by its title");

    const run = await cli.json<Summary>(["import", file]);
    const arroz = run.items.find((item) => item.slug === "arroz-con-pollo");
    assert.equal(arroz?.result, "created", JSON.stringify(run.items));
    assert.deepEqual(
      arroz?.notes?.filter((note) => note.startsWith("image ")),
      [
        `image ${oldHost.origin}/wp-content/uploads/2024/03/perdida.jpg not imported (left at its old address): ` +
        `Image ${oldHost.origin}/wp-content/uploads/2024/03/perdida.jpg: HTTP 404`,
      ],
      "the image that cannot be fetched is listed with its post",
    );
    const { post } = await api<{ post: { content: string; featured_image: string } }>(
      site,
      token,
      "GET",
      "/api/posts/slug/arroz-con-pollo",
    );
    assert.match(post.featured_image, /\/media\//, "the over-4 MB original is scaled down and brought in");
    assert.ok(!arroz?.notes?.some((note) => note.startsWith("featured image")), JSON.stringify(arroz?.notes));
    const sources = [...post.content.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/g)].map((m) => m[1]);
    assert.equal(sources.length, 7, post.content);
    assert.deepEqual(sources.filter((src) => !src.includes("/media/")), [
      `${oldHost.origin}/wp-content/uploads/2024/03/perdida.jpg`,
    ], "every other image form is on the site");
    assert.doesNotMatch(post.content, new RegExp(`href="${oldHost.origin}`), "the media-file link is on the site");
    for (const name of ["relativa", "protocolo", "srcset", "enlazada", "enlazada-300x200", "photon"]) {
      assert.ok(oldHost.requests.includes(`/wp-content/uploads/2024/03/${name}.jpg`), name);
    }

    const redirects = run.items.filter((item) => item.kind === "redirect" && item.result === "created")
      .map((item) => item.label.split(" → ")[0]);
    const answer = async (path: string) => {
      const response = await fetch(site.url + path, { redirect: "manual" });
      await response.body?.cancel();
      return [String(response.status), response.headers.get("location") ?? ""];
    };
    const [, image] = await answer("/wp-content/uploads/2024/03/enlazada.jpg");
    assert.match(image, /\/media\//);
    for (const path of ["/wp-content/uploads/2024/03/enlazada-300x200.jpg", "/?attachment_id=401"]) {
      assert.deepEqual(await answer(path), ["301", image], path);
    }
    assert.equal((await answer("/arroz-con-pollo/foto-de-arroz"))[0], "301");
    for (const path of ["/author/maria", "/2024", "/2024/03", "/2024/03/04"]) {
      assert.deepEqual(await answer(path), ["301", "/"], path);
    }
    for (
      const path of ["/wp-content/uploads/2024/03/enlazada.jpg", "/?attachment_id=401", "/author/maria", "/2024/03"]
    ) {
      assert.ok(redirects.includes(path), `${path} is listed in the summary: ${redirects}`);
    }

    // A re-run with --update downloads the images again to compare them, but uploads none the site holds.
    const media = async () => (await api<{ items: { url: string }[] }>(site, token, "GET", "/api/media")).items.length;
    const before = await media();
    const asked = oldHost.requests.length;
    const update = await cli.json<Summary>(["import", "--update", file]);
    assert.equal(update.items.find((item) => item.slug === "arroz-con-pollo")?.result, "updated");
    assert.ok(oldHost.requests.length > asked, "the images were compared");
    assert.equal(await media(), before, "no image uploaded again");
    const updated = await api<{ post: { content: string } }>(site, token, "GET", "/api/posts/slug/arroz-con-pollo");
    assert.deepEqual(
      [...updated.post.content.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/g)].map((m) => m[1]),
      sources,
      "the post keeps the same files",
    );
  });
});
