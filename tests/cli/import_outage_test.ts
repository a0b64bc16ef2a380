/**
 * A site that goes away in the middle of an import: the run stops once, after 5 posts in a row could not reach it,
 * with one line and its summary (not a failure line per post), and the same import run again later goes on from
 * where it stopped.
 */
import assert from "node:assert/strict";
import { gradientImage } from "../media/images.ts";
import { apiLogin, startSite, type TestSite } from "../support/site.ts";
import { api, cliHome } from "./cli_runner.ts";

const POSTS = 20;
/** The post whose featured image, when asked of the old host, takes the site down. */
const OUTAGE_AT = 8;

/** A WordPress export of {@link POSTS} published posts, each with a featured image on `origin`. */
function exportXml(origin: string): string {
  const items = Array.from({ length: POSTS }, (_, i) => {
    const id = i + 1;
    return `<item><title>Receta ${id}</title><link>${origin}/?p=${id}</link><dc:creator>maria</dc:creator>
<content:encoded><![CDATA[<p>Paso ${id}.</p>]]></content:encoded><excerpt:encoded><![CDATA[]]></excerpt:encoded>
<wp:post_id>${id}</wp:post_id><wp:post_date>2024-01-01 10:00:00</wp:post_date>
<wp:post_date_gmt>2024-01-01 15:00:00</wp:post_date_gmt><wp:post_name>receta-${id}</wp:post_name>
<wp:status>publish</wp:status><wp:post_type>post</wp:post_type>
<wp:postmeta><wp:meta_key>_thumbnail_id</wp:meta_key><wp:meta_value>${100 + id}</wp:meta_value></wp:postmeta></item>
<item><title>foto-${id}</title><wp:post_id>${100 + id}</wp:post_id><wp:status>inherit</wp:status>
<wp:post_type>attachment</wp:post_type><wp:attachment_url>${origin}/fotos/${id}.jpg</wp:attachment_url></item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
 xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/"
 xmlns:wp="http://wordpress.org/export/1.2/"><channel><title>Caída</title><link>${origin}</link>
<wp:wxr_version>1.2</wp:wxr_version><wp:base_site_url>${origin}</wp:base_site_url>
${items.join("\n")}</channel></rss>`;
}

Deno.test("a site that goes away mid-import stops the run once; the same import later resumes", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recipes-outage-" });
  let site: TestSite | null = await startSite({ dir });
  const photo = await gradientImage(640, 480, "jpeg");
  let down: Promise<void> | null = null;
  const oldHost = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (request) => {
    if (new URL(request.url).pathname === `/fotos/${OUTAGE_AT}.jpg`) await (down ??= site!.close());
    return new Response(photo as Uint8Array<ArrayBuffer>, { headers: { "Content-Type": "image/jpeg" } });
  });
  const cli = await cliHome();
  try {
    const file = `${dir}/caida.xml`;
    await Deno.writeTextFile(file, exportXml(`http://127.0.0.1:${oldHost.addr.port}`));
    const first = await cli.run(["import", "--concurrency=1", file], {
      env: { RECIPES_URL: site.url, RECIPES_TOKEN: await apiLogin(site) },
    });
    assert.equal(first.code, 1);
    const stops = first.stderr.split("\n").filter((line) => line.startsWith("Stopped:"));
    assert.equal(stops.length, 1, first.stderr);
    assert.match(stops[0], /could not be reached for 5 items in a row .*run the same import again/);
    assert.ok(!/^failed:/m.test(first.stderr), `no failure line per post: ${first.stderr}`);
    assert.doesNotMatch(
      first.stdout,
      /Cannot reach/,
      `nor a progress line per post that could not reach it: ${first.stdout}`,
    );
    assert.match(first.stdout, new RegExp(`^posts +${OUTAGE_AT - 1} +0 +0 +0$`, "m"), first.stdout);

    site = await startSite({ dir });
    const token = await apiLogin(site);
    const again = await cli.json<{ by_kind: Record<string, Record<string, number>> }>(
      ["import", "--concurrency=1", file],
      { env: { RECIPES_URL: site.url, RECIPES_TOKEN: token } },
    );
    assert.equal(again.code, 0);
    assert.deepEqual(again.by_kind.post, {
      created: POSTS - OUTAGE_AT + 1,
      updated: 0,
      skipped: OUTAGE_AT - 1,
      failed: 0,
    });
    assert.equal((await api<{ total: number }>(site, token, "GET", "/api/admin/posts")).total, POSTS);
  } finally {
    await oldHost.shutdown();
    await cli.close();
    await (down ?? Promise.resolve());
    if (site) await site.close().catch(() => {});
    await Deno.remove(dir, { recursive: true });
  }
});
