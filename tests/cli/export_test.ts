import assert from "node:assert/strict";
import { gradientImage } from "../media/images.ts";
import { apiLogin, startSite } from "../support/site.ts";
import { uploadFile } from "../support/api_call.ts";
import { api, cliHome, siteWithCli } from "./cli_runner.ts";

async function readTree(root: string, dir = ""): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for await (const entry of Deno.readDir(`${root}/${dir}`)) {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory) { for (const [p, v] of await readTree(root, path)) files.set(p, v); }
    else {
      const bytes = await Deno.readFile(`${root}/${path}`);
      files.set(path, Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))).join(","));
    }
  }
  return files;
}

Deno.test("export, import into an empty site, export again: identical files", async () => {
  const source = await siteWithCli();
  const target = await startSite();
  const targetToken = await apiLogin(target);
  const targetCli = await cliHome({ RECIPES_URL: target.url, RECIPES_TOKEN: targetToken });
  const dir = await Deno.makeTempDir({ prefix: "recipes-export-" });
  try {
    const { site, token, cli } = source;
    const photo = await gradientImage(800, 600);
    const { url: image } = await uploadFile(site, token, "plato.png", photo, { type: "featured", alt: "Plato cubano" });
    await site.versions.runNow(); // its search-engine versions, exported with it

    const parent = (await api<{ category: { id: string } }>(site, token, "POST", "/api/admin/categories", {
      name: "Platos",
      slug: "platos",
      emoji: "🍲",
    })).category;
    const child = (await api<{ category: { id: string } }>(site, token, "POST", "/api/admin/categories", {
      name: "Carnes",
      slug: "carnes-de-res",
      parent_id: parent.id,
      is_active: 0,
      card_image: image,
    })).category;
    // A renamed category keeps a redirect from its former slug; the export carries it.
    await api(site, token, "PUT", `/api/admin/categories/${child.id}`, { slug: "carnes" });
    const post = (await api<{ post: { id: string } }>(site, token, "POST", "/api/posts", {
      title: "Ropa Vieja",
      status: "published",
      published_at: "2024-05-01T12:00:00.000Z",
      content_type: "recipe",
      content: `<h2>Preparación</h2><p>Carne <img src="${image}" alt="x"></p>`,
      featured_image: image,
      ingredients: ["1 kg de falda"],
      instructions: [{ name: "Cocinar", text: "Hervir la carne." }],
      video_url: "https://www.youtube.com/watch?v=abcDEF12345",
      video_duration: "PT4M30S",
      nutrition_calories: "410 kcal",
      nutrition_saturated_fat: "7 g",
      nutrition_sodium: "720 mg",
      nutrition_serving_size: "1 plato (290 g)",
      tags: ["Carne", "Clásicos cubanos"],
      category_ids: [child.id, parent.id],
    })).post;
    // A draft scheduled to publish itself: the schedule travels with it.
    await api(site, token, "POST", "/api/posts", {
      title: "Borrador",
      content: "<p>Sin terminar.</p>",
      scheduled_at: "2099-12-24T20:00:00.000Z",
    });
    await api(site, token, "POST", "/api/admin/redirects", {
      from_path: "/vieja",
      to_path: "/ropa-vieja",
      post_id: post.id,
    });
    await api(site, token, "POST", "/api/admin/redirects", { from_path: "/inactiva", to_path: "/", is_active: 0 });
    const menu = (await api<{ item: { id: string } }>(site, token, "POST", "/api/admin/menu", {
      label: "Recetas",
      has_dropdown: 1,
    })).item;
    await api(site, token, "POST", "/api/admin/menu", {
      label: "Carnes",
      url: "/categoria/carnes",
      parent_id: menu.id,
    });
    await api(site, token, "POST", "/api/admin/menu", { label: "Oculto", url: "/x", is_active: false });
    await api(site, token, "PUT", "/api/settings", { site_name: "Mi Cocina", logo_url: image });
    // Readers' reviews of every status, one with the site's reply.
    const approved = (await api<{ review: { id: string } }>(site, token, "POST", "/api/admin/reviews", {
      post_id: post.id,
      name: "Ana",
      email: "ana@example.test",
      stars: 5,
      text: "Como la de mi abuela.",
      created_at: "2024-06-01T10:00:00.000Z",
    })).review;
    await api(site, token, "PATCH", `/api/admin/reviews/${approved.id}`, { reply: "¡Gracias, Ana!" });
    await api(site, token, "POST", "/api/admin/reviews", {
      post_id: post.id,
      name: "Beto",
      stars: 3,
      text: "Le faltó sal.",
      status: "pending",
      created_at: "2024-06-02T10:00:00.000Z",
    });
    await api(site, token, "POST", "/api/admin/reviews", {
      post_id: post.id,
      name: "Spam",
      stars: 1,
      text: "http://a.example http://b.example http://c.example",
      status: "spam",
      created_at: "2024-06-03T10:00:00.000Z",
    });
    await api(site, token, "PUT", "/api/admin/ai", { ai_tone: "friendly", ai_content_style: "storytelling" });
    // Contact messages: two sent through the form (the newer then read and handled) and one stored before the inbox
    // existed (no flags).
    for (const message of ["¿Cuánto comino?", "Gracias por la receta\ncon dos líneas"]) {
      const sent = await fetch(`${site.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Ana", email: "ana@example.com", subject: "pregunta-receta", message }),
      });
      assert.equal(sent.status, 201);
    }
    const inbox = await api<{ messages: { id: string }[] }>(site, token, "GET", "/api/admin/messages");
    await api(site, token, "PATCH", `/api/admin/messages/${inbox.messages[0].id}`, { read: true, handled: true });
    await site.kv.set(["contact_messages", "01JWNB0000AAAAAAAAAAAAAAAA"], {
      id: "01JWNB0000AAAAAAAAAAAAAAAA",
      name: "Luis",
      email: "luis@example.com",
      subject: "otro",
      message: "Un mensaje de antes.",
      created_at: "2025-06-01T10:00:00.000Z",
    });

    const exported = await cli.run(["export", `${dir}/a`]);
    assert.equal(exported.code, 0, exported.stderr);
    assert.match(
      exported.stdout,
      /Exported 2 posts, 2 categories, 3 menu items, 2 redirects, 1 media file, 3 messages and 3 reviews to /,
    );
    const files = await readTree(`${dir}/a`);
    const stem = image.replace("/media/posts/", "").replace(".webp", "");
    assert.deepEqual([...files.keys()].sort(), [
      "authors.json",
      "categories.json",
      "media.json",
      `media/${image.replace("/media/", "")}`,
      `media/posts/variants/${stem}-16x9-800x450.webp`,
      `media/posts/variants/${stem}-1x1-600x600.webp`,
      `media/posts/variants/${stem}-2x3-400x600.webp`,
      `media/posts/variants/${stem}-4x3-800x600.webp`,
      `media/posts/variants/${stem}-card-800x600.webp`,
      `media/posts/variants/${stem}-original-800x600.png`,
      "menu.json",
      "messages.json",
      "posts/borrador.json",
      "posts/ropa-vieja.json",
      "recipes-export.json",
      "redirects.json",
      "reviews.json",
      "settings.json",
    ]);
    const postFile = JSON.parse(await Deno.readTextFile(`${dir}/a/posts/ropa-vieja.json`));
    assert.equal(postFile.id, undefined);
    assert.equal(postFile.video_duration, "PT4M30S");
    assert.deepEqual(
      [postFile.nutrition_saturated_fat, postFile.nutrition_sodium, postFile.nutrition_serving_size],
      ["7 g", "720 mg", "1 plato (290 g)"],
    );
    assert.deepEqual(postFile.tags, ["Carne", "Clásicos cubanos"]);
    const draftFile = JSON.parse(await Deno.readTextFile(`${dir}/a/posts/borrador.json`));
    assert.deepEqual([draftFile.tags, draftFile.status, draftFile.scheduled_at], [
      [],
      "draft",
      "2099-12-24T20:00:00.000Z",
    ]);
    assert.equal(postFile.scheduled_at, null);
    assert.deepEqual(postFile.categories, [{ name: "Carnes", slug: "carnes", parent: "platos" }, {
      name: "Platos",
      slug: "platos",
    }]);

    const categoriesFile = JSON.parse(await Deno.readTextFile(`${dir}/a/categories.json`));
    assert.deepEqual(categoriesFile.find((c: { slug: string }) => c.slug === "carnes")?.redirects_from, [
      "carnes-de-res",
    ]);

    const messagesFile = JSON.parse(await Deno.readTextFile(`${dir}/a/messages.json`));
    assert.deepEqual(
      messagesFile.map((m: Record<string, unknown>) => [m.name, m.message, m.read, m.handled, "id" in m]),
      [
        ["Luis", "Un mensaje de antes.", false, false, false],
        ["Ana", "¿Cuánto comino?", false, false, false],
        ["Ana", "Gracias por la receta\ncon dos líneas", true, true, false],
      ],
      "oldest first, flags filled in, no ids",
    );

    const reviewsFile = JSON.parse(await Deno.readTextFile(`${dir}/a/reviews.json`));
    assert.deepEqual(reviewsFile.map((r: { name: string; status: string }) => [r.name, r.status]), [
      ["Ana", "approved"],
      ["Beto", "pending"],
      ["Spam", "spam"],
    ]);
    assert.equal(reviewsFile[0].post, "ropa-vieja");
    assert.equal(reviewsFile[0].reply.text, "¡Gracias, Ana!");

    const restored = await targetCli.json<
      { created: number; site: Record<string, { created: number; failed: string[] }> }
    >(["import", `${dir}/a`]);
    assert.equal(restored.code, 0, JSON.stringify(restored));
    assert.equal(restored.created, 2);
    assert.deepEqual(restored.site.messages, { created: 3, skipped: 0, failed: [] });
    const taggedPost = await api<{ post: { tags: string[] } }>(
      target,
      targetToken,
      "GET",
      "/api/posts/slug/ropa-vieja",
    );
    assert.deepEqual(taggedPost.post.tags, ["Carne", "Clásicos cubanos"], "tags come back with the post");
    const tagPage = await fetch(`${target.url}/tag/clasicos-cubanos`);
    assert.equal(tagPage.status, 200);
    assert.match(await tagPage.text(), /Ropa Vieja/, "and the restored site's tag page lists it");
    assert.deepEqual(restored.site.reviews, { created: 3, skipped: 0, failed: [] });
    const rerun = await targetCli.json<
      { created: number; skipped: number; site: Record<string, { created: number; skipped: number }> }
    >(["import", `${dir}/a`]);
    assert.equal(rerun.code, 0);
    assert.deepEqual([rerun.created, rerun.skipped], [0, 3], "the two posts, and the admin: already a user");
    assert.deepEqual(rerun.site.messages, { created: 0, skipped: 3, failed: [] }, "messages are not doubled");
    assert.deepEqual([rerun.site.reviews.created, rerun.site.reviews.skipped], [0, 3], "reviews are not added twice");
    const targetInbox = await api<{ messages: { name: string; message: string }[]; counts: unknown }>(
      target,
      targetToken,
      "GET",
      "/api/admin/messages",
    );
    assert.deepEqual(targetInbox.messages.map((m) => m.message), [
      "Gracias por la receta\ncon dos líneas",
      "¿Cuánto comino?",
      "Un mensaje de antes.",
    ]);
    assert.deepEqual(targetInbox.counts, { all: 3, unread: 2 });

    const again = await targetCli.run(["export", `${dir}/b`]);
    assert.equal(again.code, 0, again.stderr);
    const second = await readTree(`${dir}/b`);
    for (const [path, hash] of files) {
      if (second.get(path) !== hash && path.endsWith(".json")) {
        assert.equal(await Deno.readTextFile(`${dir}/b/${path}`), await Deno.readTextFile(`${dir}/a/${path}`), path);
      }
    }
    assert.deepEqual(second, files);
    const restoredPost = await api<{ post: { video_url: string; video_duration: string } }>(
      target,
      targetToken,
      "GET",
      "/api/posts/slug/ropa-vieja",
    );
    assert.deepEqual([restoredPost.post.video_url, restoredPost.post.video_duration], [
      "https://www.youtube.com/watch?v=abcDEF12345",
      "PT4M30S",
    ]);
    const ai = await api<{ settings: { ai_tone: string; ai_content_style: string } }>(
      target,
      targetToken,
      "GET",
      "/api/admin/ai",
    );
    assert.deepEqual([ai.settings.ai_tone, ai.settings.ai_content_style], ["friendly", "storytelling"]);
    const carnes = (await api<{ categories: { id: string; slug: string }[] }>(
      target,
      targetToken,
      "GET",
      "/api/categories?include_inactive=true",
    )).categories.find((c) => c.slug === "carnes")!;
    const moved = await api<{ redirects: { old_slug: string; new_slug: string }[] }>(
      target,
      targetToken,
      "GET",
      `/api/admin/categories/${carnes.id}/redirects`,
    );
    assert.deepEqual(moved.redirects.map((r) => [r.old_slug, r.new_slug]), [["carnes-de-res", "carnes"]]);
  } finally {
    await Deno.remove(dir, { recursive: true });
    await targetCli.close();
    await target.close();
    await source.close();
  }
});
