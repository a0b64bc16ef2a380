/**
 * An export restores its authors and images: export → import into an empty site gives the same users (added
 * deactivated, or matched by e-mail), each post's author, and the featured image's kept upload and search-engine
 * versions byte for byte (stored as exported, not made again), compared through the API and the post page.
 */
import assert from "node:assert/strict";
import { gradientImage } from "../media/images.ts";
import { jsonLdOf } from "../public/html.ts";
import { apiLogin, startSite, type TestSite } from "../support/site.ts";
import { uploadFile } from "../support/api_call.ts";
import { api, cliHome, siteWithCli } from "./cli_runner.ts";

interface SiteUser {
  id: string;
  name: string;
  email: string;
  role: string;
  active?: boolean;
}
interface LibraryItem {
  key: string;
  original?: { key: string; width: number; height: number };
  variants?: { ratio: string; key: string; width: number; height: number }[];
}

/** The library item of the file under `key`, as the media API answers it. */
async function itemOf(site: TestSite, token: string, key: string): Promise<LibraryItem> {
  const { items } = await api<{ items: LibraryItem[] }>(site, token, "GET", "/api/media?limit=100");
  return items.find((item) => item.key === key)!;
}

async function bytesOf(site: TestSite, key: string): Promise<Uint8Array> {
  const response = await fetch(`${site.url}/media/${key}`);
  assert.equal(response.status, 200, key);
  return new Uint8Array(await response.arrayBuffer());
}

/** The author and the images of a post page as visitors see them (paths, not the site's address). */
async function pageOf(site: TestSite, slug: string) {
  const html = await (await fetch(`${site.url}/${slug}`)).text();
  const recipe = jsonLdOf(html).find((node) => node["@type"] === "Recipe")!;
  return {
    author: (recipe.author as { name: string }).name,
    images: (recipe.image as string[]).map((url) => new URL(url).pathname),
  };
}

Deno.test("export → import into an empty site keeps authors, each post's author and every image version", async () => {
  const source = await siteWithCli();
  const target = await startSite();
  const targetToken = await apiLogin(target);
  const targetCli = await cliHome({ RECIPES_URL: target.url, RECIPES_TOKEN: targetToken });
  const dir = await Deno.makeTempDir({ prefix: "recipes-export-" });
  try {
    const { site, token, cli } = source;
    const lucia = (await api<{ user: SiteUser }>(site, token, "POST", "/api/admin/users", {
      name: "Lucía Pérez",
      email: "lucia@example.test",
      role: "editor",
    })).user;
    const photo = await gradientImage(2000, 1500);
    const { url: image, key } = await uploadFile(site, token, "plato.png", photo, { type: "featured", alt: "Plato" });
    await site.versions.runNow();
    await api(site, token, "POST", "/api/posts", {
      title: "Ropa Vieja de Lucía",
      slug: "ropa-vieja",
      status: "published",
      content_type: "recipe",
      content: "<p>Carne deshebrada.</p>",
      featured_image: image,
      ingredients: ["1 kg de falda"],
      author_id: lucia.id,
    });
    const before = await itemOf(site, token, key);
    assert.deepEqual(
      before.variants?.map((v) => v.ratio),
      ["16x9", "4x3", "1x1", "card", "2x3"],
      "the card's and the tall one too",
    );

    const exported = await cli.run(["export", `${dir}/a`]);
    assert.equal(exported.code, 0, exported.stderr);
    const authorsFile = JSON.parse(await Deno.readTextFile(`${dir}/a/authors.json`));
    assert.ok(authorsFile.some((u: SiteUser) => u.email === "lucia@example.test" && u.role === "editor"));
    assert.ok(authorsFile.every((u: Record<string, unknown>) => !("id" in u) && !("password_hash" in u)));
    const postFile = JSON.parse(await Deno.readTextFile(`${dir}/a/posts/ropa-vieja.json`));
    assert.deepEqual([postFile.author, postFile.author_name], ["lucia@example.test", "Lucía Pérez"]);

    const restored = await targetCli.json<{ created: number }>(["import", `${dir}/a`]);
    assert.equal(restored.code, 0, JSON.stringify(restored));
    assert.equal(restored.created, 2, "the post and its author's user (the admin is matched by e-mail)");

    const users = (await api<{ users: SiteUser[] }>(target, targetToken, "GET", "/api/users")).users;
    const restoredLucia = users.find((u) => u.email === "lucia@example.test");
    assert.ok(restoredLucia, "the author is a user of the restored site");
    assert.equal(restoredLucia.name, "Lucía Pérez");
    assert.equal(restoredLucia.active, false, "added deactivated: nobody signs in as her until an admin says so");
    assert.equal(users.filter((u) => u.email === authorsFile[0].email).length, 1, "the admin matched by e-mail");
    const post = (await api<{ post: { author_id: string; author_name: string } }>(
      target,
      targetToken,
      "GET",
      "/api/posts/slug/ropa-vieja",
    )).post;
    assert.deepEqual([post.author_id, post.author_name], [restoredLucia.id, "Lucía Pérez"]);

    const after = await itemOf(target, targetToken, key);
    assert.deepEqual(after.original, before.original, "the kept upload comes back under its key and size");
    assert.deepEqual(after.variants, before.variants, "every version comes back, recorded on the item");
    for (const file of [key, before.original!.key, ...before.variants!.map((v) => v.key)]) {
      assert.deepEqual(await bytesOf(target, file), await bytesOf(site, file), `${file}: stored as exported`);
    }
    assert.deepEqual(await pageOf(target, "ropa-vieja"), await pageOf(site, "ropa-vieja"));
    assert.equal((await pageOf(target, "ropa-vieja")).images.length, 3);
  } finally {
    await Deno.remove(dir, { recursive: true });
    await targetCli.close();
    await target.close();
    await source.close();
  }
});
