/**
 * A full disk is a clear answer that leaves nothing behind, on real small file systems (tmpfs): a write that meets it
 * answers 507 with "no space left" (JSON under /api, a Spanish notice for the form without script) and logs one line;
 * an upload leaves no temporary file; `/readyz` names the full disk and stays ready; with only the media disk full,
 * sign-in and other store writes go on.
 */
import assert from "node:assert/strict";
import { MediaStore } from "@/lib/media/store.ts";
import { savePostFromInput } from "@/lib/services/posts.ts";
import { issueFormStamp } from "@/lib/site/form_stamp.ts";
import { gradientImage } from "../media/images.ts";
import { apiLogin, startSite, type TestSite } from "../support/site.ts";
import { fillDisk, withTempDir, withTmpfs } from "../support/temp_dirs.ts";

/** Runs `fn` collecting the lines logged as errors meanwhile. */
async function loggedErrors(fn: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => lines.push(args.map(String).join(" "));
  try {
    await fn();
  } finally {
    console.error = original;
  }
  return lines;
}

async function readyz(site: TestSite): Promise<{ status: number; body: Record<string, unknown> }> {
  const answer = await fetch(`${site.url}/readyz`);
  return { status: answer.status, body: await answer.json() };
}

async function filesIn(dir: string): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    if (entry.isDirectory) {
      names.push(...(await filesIn(`${dir}/${entry.name}`)).map((name) => `${entry.name}/${name}`));
    } else names.push(entry.name);
  }
  return names;
}

Deno.test("media disk full: an upload answers 507 and leaves no temp file; sign-in and post writes go on", () =>
  withTmpfs(512, async (mediaDir) => {
    const site = await startSite({ media: new MediaStore(mediaDir) });
    try {
      const token = await apiLogin(site);
      await fillDisk(mediaDir);
      const form = new FormData();
      form.set("file", new Blob([await gradientImage(400, 300) as Uint8Array<ArrayBuffer>]), "plato.png");
      form.set("type", "content");
      form.set("alt", "Un plato");
      let answer = { status: 0, body: { error: "" } };
      const lines = await loggedErrors(async () => {
        const response = await fetch(`${site.url}/api/upload`, {
          method: "POST",
          headers: { Authorization: `Bearer ${token}` },
          body: form,
        });
        answer = { status: response.status, body: await response.json() };
      });
      assert.equal(answer.status, 507, JSON.stringify(answer.body));
      assert.match(answer.body.error, /^No space left on the media disk/);
      assert.deepEqual(lines.filter((line) => /no space left/i.test(line)), [
        "No space left on the media disk: POST /api/upload saved nothing",
      ]);
      assert.deepEqual(await filesIn(mediaDir), ["filler"], "no temporary or partial file is left");

      const ready = await readyz(site);
      assert.equal(ready.status, 200, "still ready: reads and other writes go on");
      assert.match(String((ready.body.space as Record<string, string>)?.media), /^no space left \(\d+ KiB free\)$/);
      assert.equal((ready.body.space as Record<string, string>)?.store, undefined);

      assert.ok(await apiLogin(site), "sign-in works");
      const post = await fetch(`${site.url}/api/posts`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ title: "Arroz con pollo", content: "<p>Arroz</p>", status: "draft" }),
      });
      assert.equal(post.status, 201, await post.clone().text());
      await post.body?.cancel();
    } finally {
      await site.close();
    }
  }));

Deno.test("store disk full: API writes answer 507 JSON, the form without script lands on a Spanish notice", () =>
  withTmpfs(4096, (storeDir) =>
    withTempDir("recetas-media-", async (mediaDir) => {
      const site = await startSite({ dir: storeDir, media: new MediaStore(mediaDir) });
      try {
        const token = await apiLogin(site);
        const { post } = await savePostFromInput(site.kv, {
          title: "Flan de coco",
          slug: "flan-de-coco",
          status: "published",
          content: "<p>Coco</p>",
          content_type: "recipe",
        }, { id: "author-1", name: "Autora" });
        const stamp = await issueFormStamp(site.kv, post.id, Date.now() - 60_000);
        await fillDisk(storeDir);

        let write = { status: 0, body: { error: "" } };
        const lines = await loggedErrors(async () => {
          const response = await fetch(`${site.url}/api/posts`, {
            method: "POST",
            headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
            body: JSON.stringify({ title: "Yuca con mojo", content: "<p>Yuca</p>", status: "draft" }),
          });
          write = { status: response.status, body: await response.json() };
        });
        assert.equal(write.status, 507, JSON.stringify(write.body));
        assert.match(write.body.error, /^No space left on the store disk/);
        assert.deepEqual(lines.filter((line) => /no space left/i.test(line)), [
          "No space left on the store disk: POST /api/posts saved nothing",
        ]);

        const plain = await fetch(`${site.url}/api/posts/${post.id}/reviews`, {
          method: "POST",
          body: new URLSearchParams({ stamp, name: "Rosa", stars: "5", text: "Riquísimo." }),
          redirect: "manual",
        });
        assert.equal(plain.headers.get("location"), "/flan-de-coco?resena=sin-espacio#opiniones");
        const landing = await (await fetch(`${site.url}/flan-de-coco?resena=sin-espacio`)).text();
        assert.match(landing, /no queda espacio en el servidor/);

        const ready = await readyz(site);
        assert.match(String((ready.body.space as Record<string, string>)?.store), /^no space left/);
      } finally {
        await site.close();
      }
    })));
