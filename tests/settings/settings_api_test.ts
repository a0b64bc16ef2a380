/**
 * Settings through the HTTP API: GET/PUT /api/settings (spec §7, §5 rules, who may write), and the cache panel
 * endpoints (`/api/admin/cache`, `clear` with optional keys, `invalidate/{name}`).
 */
import assert from "node:assert/strict";
import { createUser } from "@/lib/db/users.ts";
import { apiLogin, startSite } from "../support/site.ts";
import { apiCall, jsonAnswer } from "../support/api_call.ts";

const EDITOR = { email: "editor@example.test", password: "una clave bastante larga" };

Deno.test("PUT /api/settings: who may write, the spec's rules, clearing values, versions", async (t) => {
  const site = await startSite();
  try {
    await createUser(site.kv, { name: "Editor", role: "editor", ...EDITOR });
    const admin = await apiLogin(site);
    const editor = await apiLogin(site, EDITOR);
    const put = (json: unknown, token = admin) => apiCall(site, "/api/settings", { method: "PUT", token, json });

    await t.step("visitors 401, editors 403", async () => {
      assert.equal((await jsonAnswer(await apiCall(site, "/api/settings", { method: "PUT", json: {} }))).status, 401);
      assert.equal((await jsonAnswer(await put({ site_name: "X" }, editor))).status, 403);
    });

    await t.step("GET answers the public settings with their defaults", async () => {
      const { status, body } = await jsonAnswer(await apiCall(site, "/api/settings"));
      assert.equal(status, 200);
      assert.equal(body.settings.language, "es");
      assert.equal(body.settings.posts_per_page, 10);
      assert.equal(body.settings.category_base, "categoria");
      assert.equal(body.settings.post_base, "");
      assert.equal(body.settings.ai_tone, undefined, "no AI configuration for visitors");
    });

    await t.step("validation: required names, language, posts per page 1-50, bases", async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ site_name: "" }, "site_name", "Site name is required"],
        [{ site_name: "   " }, "site_name", "Site name is required"],
        [{ site_description: "" }, "site_description", "Site description is required"],
        [{ site_description: null }, "site_description", "Site description is required"],
        [{ posts_per_page: 0 }, "posts_per_page", "Posts per page must be between 1 and 50"],
        [{ posts_per_page: 51 }, "posts_per_page", "Posts per page must be between 1 and 50"],
        [{ posts_per_page: 2.5 }, "posts_per_page", "Posts per page must be a whole number"],
        [{ posts_per_page: "10" }, "posts_per_page", "Posts per page must be a number"],
        [{ category_base: "con espacio" }, "category_base", "Use only letters, numbers and hyphens"],
        [
          { category_base: "admin" },
          "category_base",
          "The address /admin is used by the site itself; choose another slug",
        ],
        [{ post_base: "api" }, "post_base", "The address /api is used by the site itself; choose another slug"],
        // The same answer PUT /api/admin/themes gives (tests/themes/themes_api_test.ts).
        [{ active_theme: "neon" }, "active_theme", "Unknown theme"],
      ];
      for (const [patch, field, message] of cases) {
        const { status, body } = await jsonAnswer(await put(patch));
        assert.equal(status, 400, JSON.stringify(patch));
        if (field === "active_theme") {
          const themes = await jsonAnswer(
            await apiCall(site, "/api/admin/themes", { method: "PUT", token: admin, json: patch }),
          );
          assert.deepEqual(themes, { status, body }, "PUT /api/admin/themes refuses it alike");
        }
        assert.deepEqual(body.fields?.[field], [message], JSON.stringify(patch));
      }
      const language = await jsonAnswer(await put({ language: "fr" }));
      assert.equal(language.status, 400);
      assert.ok(language.body.fields.language);
      const { body } = await jsonAnswer(await apiCall(site, "/api/settings"));
      assert.equal(body.settings.site_name, "Recetas Cubanas", "nothing was saved by refused requests");
    });

    await t.step("a save is answered in full and served at once; limits 1 and 50 pass", async () => {
      const saved = await jsonAnswer(await put({ site_name: "Sabor de Cuba", language: "en", posts_per_page: 50 }));
      assert.equal(saved.status, 200);
      assert.equal(saved.body.settings.site_name, "Sabor de Cuba");
      assert.equal(saved.body.settings.ai_tone, "professional", "the admin's answer holds every field");
      assert.match(saved.body.versionstamp, /^[0-9a-f]{20}$/);
      const read = await jsonAnswer(await apiCall(site, "/api/settings"));
      assert.equal(read.body.settings.site_name, "Sabor de Cuba");
      assert.equal(read.body.settings.language, "en");
      assert.equal((await jsonAnswer(await put({ posts_per_page: 1 }))).body.settings.posts_per_page, 1);
      const home = await (await fetch(`${site.url}/`)).text();
      assert.match(home, /Sabor de Cuba/, "the public pages follow at once");
      assert.match(home, /<html lang="en"/, "the language setting names the public pages' language");
    });

    await t.step("an empty string or null clears a base; bases are normalised", async () => {
      assert.equal((await jsonAnswer(await put({ post_base: "/Recetas/" }))).body.settings.post_base, "recetas");
      assert.equal((await jsonAnswer(await put({ post_base: null }))).body.settings.post_base, "");
      assert.equal((await jsonAnswer(await put({ category_base: "" }))).body.settings.category_base, "");
      assert.equal(
        (await jsonAnswer(await put({ category_base: "categoria" }))).body.settings.category_base,
        "categoria",
      );
    });

    await t.step("a stale versionstamp is a 409 and writes nothing", async () => {
      const first = await jsonAnswer(await put({ site_description: "Primera" }));
      await put({ site_description: "Segunda" });
      const stale = await jsonAnswer(await put({ site_description: "Tercera", versionstamp: first.body.versionstamp }));
      assert.equal(stale.status, 409);
      const read = await jsonAnswer(await apiCall(site, "/api/settings"));
      assert.equal(read.body.settings.site_description, "Segunda");
    });
  } finally {
    await site.close();
  }
});

Deno.test("cache panel: overview, clear everything or some keys, invalidate one cache", async () => {
  const site = await startSite({ seed: true });
  try {
    await createUser(site.kv, { name: "Editor", role: "editor", ...EDITOR });
    const admin = await apiLogin(site);
    const overview = async () => {
      const { status, body } = await jsonAnswer(await apiCall(site, "/api/admin/cache", { token: admin }));
      assert.equal(status, 200);
      return Object.fromEntries(body.caches.map((c: { name: string }) => [c.name, c])) as Record<
        string,
        { entries: number; hits: number; misses: number; hit_rate: number }
      >;
    };
    for (let i = 0; i < 3; i++) await (await fetch(`${site.url}/categorias`)).body?.cancel();
    let caches = await overview();
    assert.deepEqual(Object.keys(caches), ["pages", "settings", "menu", "categories"]);
    assert.ok(caches.pages.entries >= 1, "the page is held");
    assert.ok(caches.pages.hits >= 2, "the second and third visits were hits");
    assert.ok(caches.pages.hit_rate > 0 && caches.pages.hit_rate <= 1);
    assert.equal(caches.settings.entries, 1, "settings are held after a render");

    const cleared = await jsonAnswer(await apiCall(site, "/api/admin/cache/clear", { method: "POST", token: admin }));
    assert.deepEqual(cleared, {
      status: 200,
      body: { message: "Cache cleared successfully", cleared: ["pages", "settings", "menu", "categories"] },
    });
    caches = await overview();
    assert.equal(caches.pages.entries, 0);
    assert.equal(caches.settings.entries, 0);
    const miss = await fetch(`${site.url}/categorias`);
    await miss.body?.cancel();
    assert.equal(miss.headers.get("x-cache"), "MISS", "the page renders again after a clear");

    const editor = await apiLogin(site, EDITOR);
    const menuOnly = await jsonAnswer(
      await apiCall(site, "/api/admin/cache/clear", { method: "POST", token: editor, json: { keys: ["menu"] } }),
    );
    assert.deepEqual(menuOnly.body.cleared, ["menu"], "the menu editor's Clear Cache (editors may use it)");
    const unknown = await apiCall(site, "/api/admin/cache/clear", {
      method: "POST",
      token: admin,
      json: { keys: ["x"] },
    });
    assert.equal(unknown.status, 400);
    await unknown.body?.cancel();

    for (const name of ["menu", "settings", "categories"]) {
      const answer = await jsonAnswer(
        await apiCall(site, `/api/admin/cache/invalidate/${name}`, { method: "POST", token: admin }),
      );
      assert.equal(answer.status, 200);
      assert.match(answer.body.message, new RegExp(`^${name} cache invalidated$`, "i"));
    }
    const bogus = await apiCall(site, "/api/admin/cache/invalidate/pages", { method: "POST", token: admin });
    assert.equal(bogus.status, 404);
    await bogus.body?.cancel();
    const visitor = await apiCall(site, "/api/admin/cache/clear", { method: "POST" });
    assert.equal(visitor.status, 401);
    await visitor.body?.cancel();
  } finally {
    await site.close();
  }
});
