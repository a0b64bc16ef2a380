/** The media library's search, unused filter, paging and the race between the where-used check and the deletion. */
import assert from "node:assert/strict";
import { getMediaByUrl } from "@/lib/db/media.ts";
import { newId } from "@/lib/ids.ts";
import { deleteMediaFile } from "@/lib/services/delete_media.ts";
import { mediaUsageNow } from "../support/snapshot.ts";
import { savePostFromInput, updatePostFromInput } from "@/lib/services/posts.ts";
import { apiLogin, startSite } from "../support/site.ts";
import { gradientImage } from "./images.ts";

const AUTHOR = { id: "author-1", name: "Autora" };

Deno.test("media library API: search, unused filter, paging and a consistent delete", async (t) => {
  const site = await startSite();
  const auth = { Authorization: `Bearer ${await apiLogin(site)}` };
  const upload = async (alt: string, postId?: string) => {
    const body = new FormData();
    body.set("file", new File([await gradientImage(300, 200) as Uint8Array<ArrayBuffer>], "x.png"));
    body.set("alt", alt);
    if (postId) body.set("postId", postId);
    const response = await fetch(`${site.url}/api/upload`, { method: "POST", headers: auth, body });
    assert.equal(response.status, 201);
    return (await response.json()).url as string;
  };
  const list = async (query: string) => {
    const response = await fetch(`${site.url}/api/media?${query}`, { headers: auth });
    assert.equal(response.status, 200);
    return await response.json() as { items: { url: string; used_by: unknown[] }[]; cursor: string | null };
  };
  try {
    const urls: string[] = [];
    for (const alt of ["Arroz con pollo", "Yuca con mojo", "Tostones", "Flan de coco"]) urls.push(await upload(alt));
    await savePostFromInput(site.kv, {
      title: "Picadillo Habanero",
      status: "draft",
      content: `<p>Receta</p><img src="${urls[2]}" alt="Tostones">`,
    }, AUTHOR);

    await t.step("search finds files by name (accents and case ignored) and by the post using them", async () => {
      assert.deepEqual((await list("q=YUCA")).items.map((item) => item.url), [urls[1]]);
      assert.deepEqual((await list("q=habanero")).items.map((item) => item.url), [urls[2]]);
      assert.deepEqual((await list("q=nada-parecido")).items, []);
    });

    await t.step("the unused filter leaves out files in use and pages by cursor, newest first", async () => {
      const first = await list("unused=1&limit=2");
      assert.deepEqual(first.items.map((item) => item.url), [urls[3], urls[1]]);
      assert.ok(first.cursor);
      const second = await list(`unused=1&limit=2&cursor=${first.cursor}`);
      assert.deepEqual(second.items.map((item) => item.url), [urls[0]]);
      assert.equal(second.cursor, null);
    });

    await t.step("the whole library pages by cursor; a cursor it did not issue is a 400 naming the field", async () => {
      const first = await list("limit=3");
      assert.deepEqual(first.items.map((item) => item.url), [urls[3], urls[2], urls[1]]);
      const second = await list(`limit=3&cursor=${first.cursor}`);
      assert.deepEqual(second.items.map((item) => item.url), [urls[0]]);
      assert.equal(second.cursor, null);
      assert.deepEqual((await list(`limit=1&cursor=${newId()}`)).items.map((item) => item.url), [urls[3]]);
      assert.deepEqual((await list("limit=1&cursor=")).items.map((item) => item.url), [urls[3]], "empty: first page");

      await savePostFromInput(site.kv, { title: "Congrí", status: "draft" }, AUTHOR);
      const postsCursor = (await (await fetch(`${site.url}/api/posts?status=all&limit=1`, { headers: auth })).json())
        .cursor;
      assert.ok(postsCursor, "a cursor issued by the post list");
      const malformed = [
        "garbage",
        "!!!",
        "%00",
        btoa("garbage"),
        btoa(JSON.stringify(["2024-01-01T00:00:00.000Z", "x"])),
        postsCursor,
        "AmlkMwA=", // the shape of a store cursor
        "AmlkMAA",
        first.cursor!.toLowerCase(),
        `${first.cursor}0`,
        first.cursor!.slice(1),
        "0123456789ABCDEFGHIJKLMNOU", // 26 characters, four of them outside the alphabet
        "x".repeat(600),
        "0".repeat(5000),
      ];
      for (const cursor of malformed) {
        const response = await fetch(`${site.url}/api/media?cursor=${encodeURIComponent(cursor)}`, { headers: auth });
        assert.equal(response.status, 400, `${cursor.slice(0, 40)} → ${response.status}`);
        assert.deepEqual((await response.json()).fields, { cursor: ["Invalid cursor"] }, cursor.slice(0, 40));
      }
      const filtered = await fetch(`${site.url}/api/media?unused=1&cursor=garbage`, { headers: auth });
      assert.equal(filtered.status, 400);
      await filtered.body?.cancel();
    });

    await t.step(
      "search finds files uploaded for a post by its current title, with the unused filter too",
      async () => {
        const { post } = await savePostFromInput(site.kv, { title: "Ajiaco", status: "draft" }, AUTHOR);
        const url = await upload("Olla de barro", post.id);
        await updatePostFromInput(site.kv, post.id, { title: "Caldo Santiaguero" });
        assert.deepEqual((await list("q=santiaguero")).items.map((item) => item.url), [url], "the post's own index");
        assert.deepEqual((await list("q=ajiaco")).items.map((item) => item.url), [url], "the title at upload");
        assert.deepEqual((await list("q=barro&unused=1")).items.map((item) => item.url), [url]);
        assert.deepEqual((await list("q=tostones&unused=1")).items, [], "in use by Picadillo Habanero");
        const page = await list("q=con&limit=1");
        assert.deepEqual(page.items.map((item) => item.url), [urls[1]]);
        const next = await list(`q=con&limit=1&cursor=${page.cursor}`);
        assert.deepEqual(next.items.map((item) => item.url), [urls[0]]);
        assert.equal(next.cursor, null);
      },
    );

    await t.step(
      "a post that starts using the file between the check and the delete makes the delete refuse",
      async () => {
        const url = urls[0];
        const key = url.replace("/media/", "");
        let scans = 0;
        const result = await deleteMediaFile(site.kv, site.media, key, {
          async usage() {
            const usage = await mediaUsageNow(site.kv);
            if (scans++ === 0) {
              assert.equal(usage.has(key), false, "unused at the first scan");
              await savePostFromInput(
                site.kv,
                { title: "Arroz del domingo", status: "draft", featured_image: url },
                AUTHOR,
              );
            }
            return usage;
          },
        });
        assert.equal(scans, 2, "the failed check made it scan again");
        assert.equal(result.deleted, false);
        assert.deepEqual(!result.deleted && result.usedBy.map((use) => use.title), ["Arroz del domingo"]);
        assert.ok(await getMediaByUrl(site.kv, url), "record kept");
        assert.ok(await site.media.exists(key), "file kept");
      },
    );

    await t.step("search folds accents and plurals; an upload and a deletion are searched at once", async () => {
      const found = async (query: string) => (await list(`q=${encodeURIComponent(query)}`)).items.map((i) => i.url);
      assert.deepEqual(await found("flan coco"), [urls[3]]);
      const url = await upload("Plátanos maduros fritos");
      assert.deepEqual(await found("platano"), [url], "the new upload, accent-less and singular");
      assert.deepEqual(await found("PLÁTANOS FRIT"), [url], "case ignored, the last word a beginning");
      assert.deepEqual(await found("tanos"), [], "words match from their beginning only");
      const beans = await upload("Frijol negro en olla");
      assert.deepEqual(await found("frijoles negros"), [beans], "a plural query finds the singular");
      const deleted = await fetch(`${site.url}/api/media/delete`, {
        method: "POST",
        headers: { ...auth, "Content-Type": "application/json" },
        body: JSON.stringify({ url }),
      });
      assert.equal(deleted.status, 200);
      await deleted.body?.cancel();
      assert.deepEqual(await found("platano"), [], "the deleted file is no longer found");
    });

    await t.step("an unused file is deleted with its record, and then answers 404", async () => {
      const url = urls[3];
      const send = () =>
        fetch(`${site.url}/api/media/delete`, {
          method: "POST",
          headers: { ...auth, "Content-Type": "application/json" },
          body: JSON.stringify({ url }),
        });
      assert.equal((await send()).status, 200);
      assert.equal(await getMediaByUrl(site.kv, url), null);
      assert.equal(await site.media.exists(url.replace("/media/", "")), false);
      const again = await send();
      assert.equal(again.status, 404);
      await again.body?.cancel();
    });
  } finally {
    await site.close();
  }
});
