/**
 * `recipes export` writes aside and moves the folder into place when complete: a failed export leaves no folder
 * that looks like an export, a folder that is not empty needs --force, and --force leaves no stale file behind.
 */
import assert from "node:assert/strict";
import { gradientImage } from "../media/images.ts";
import { uploadFile } from "../support/api_call.ts";
import { api, siteWithCli } from "./cli_runner.ts";

async function names(folder: string): Promise<string[]> {
  const out: string[] = [];
  for await (const entry of Deno.readDir(folder)) out.push(entry.name);
  return out.sort();
}

Deno.test("export: written aside, --force to replace a folder, no stale files, nothing left by a failure", async () => {
  const { site, cli, token, close } = await siteWithCli();
  const dir = await Deno.makeTempDir({ prefix: "recipes-export-folder-" });
  try {
    const create = (title: string, slug: string) =>
      api<{ post: { id: string } }>(site, token, "POST", "/api/posts", { title, slug, content: "<p>Hola.</p>" });
    await create("Ropa vieja", "ropa-vieja");
    const gone = await create("Tostones", "tostones");
    const out = `${dir}/copia`;
    const first = await cli.run(["export", out]);
    assert.equal(first.code, 0, first.stderr);
    assert.deepEqual(await names(`${out}/posts`), ["ropa-vieja.json", "tostones.json"]);
    assert.deepEqual(await names(dir), ["copia"], "no temporary folder is left");

    await api(site, token, "DELETE", `/api/posts/${gone.post.id}`);
    const refused = await cli.run(["export", out]);
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /copia is not empty: add --force/);
    assert.deepEqual(await names(`${out}/posts`), ["ropa-vieja.json", "tostones.json"], "untouched without --force");

    const forced = await cli.run(["export", "--force", out]);
    assert.equal(forced.code, 0, forced.stderr);
    assert.deepEqual(await names(`${out}/posts`), ["ropa-vieja.json"], "the deleted post's stale file is gone");
    assert.deepEqual(await names(dir), ["copia"]);

    // A media file the library lists but the store lost makes the export fail half-way: nothing is left behind.
    const uploaded = await uploadFile(site, token, "foto.png", await gradientImage(300, 300), { type: "content" });
    await site.media.remove(uploaded.key);
    const failed = await cli.run(["export", `${dir}/rota`]);
    assert.equal(failed.code, 1, failed.stdout);
    assert.deepEqual(await names(dir), ["copia"], "a failed export leaves no folder that looks like an export");
  } finally {
    await Deno.remove(dir, { recursive: true });
    await close();
  }
});
