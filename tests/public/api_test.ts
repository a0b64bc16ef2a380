import assert from "node:assert/strict";
import { createCategory, updateCategory } from "@/lib/db/categories.ts";
import { listContactMessages } from "@/lib/db/contact.ts";
import { createMenuItem } from "@/lib/db/menu.ts";
import { clearAttempts } from "@/lib/db/rate_limits.ts";
import { createRedirect, getRedirect } from "@/lib/db/redirects.ts";
import { updateSettings } from "@/lib/db/settings.ts";
import { CONTACT_RULE, RATING_RULE } from "@/lib/site/limits.ts";
import { savePostFromInput } from "@/lib/services/posts.ts";
import { apiLogin, startSite } from "../support/site.ts";

const AUTHOR = { id: "author-1", name: "Autora" };
const JSON_HEADERS = { "Content-Type": "application/json" };

function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: "POST", headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) });
}

Deno.test("public API: posts, categories, menu, settings, redirects, ratings and contact over HTTP", async (t) => {
  // Votes are bound to the UTC day: the site's clock is the test's, so no step can cross midnight by chance.
  let now = Date.UTC(2026, 2, 10, 12);
  const site = await startSite({ now: () => now });
  const kv = site.kv;
  try {
    const sopas = (await createCategory(kv, { name: "Sopas", slug: "sopas", position: 2 })).category;
    const postres = (await createCategory(kv, { name: "Postres", slug: "postres", position: 1 })).category;
    const hidden = (await createCategory(kv, { name: "Oculta", slug: "oculta", is_active: 0 })).category;
    const ajiaco = (await savePostFromInput(kv, {
      title: "Ajiaco criollo",
      status: "published",
      content: "<p>Caldo</p>",
      category_ids: [sopas.id],
    }, AUTHOR)).post;
    const flan = (await savePostFromInput(kv, {
      title: "Flan de calabaza",
      status: "published",
      content: "<p>Dulce</p>",
      category_ids: [postres.id],
    }, AUTHOR)).post;
    const draft = (await savePostFromInput(kv, {
      title: "Sopa de borrador",
      status: "draft",
      content: "<p>Sin publicar</p>",
      category_ids: [sopas.id],
    }, AUTHOR)).post;
    const token = await apiLogin(site);
    const bearer = { Authorization: `Bearer ${token}` };

    await t.step(
      "GET /api/posts filters by status, limit, page, category_id and title; visitors see no drafts",
      async () => {
        const all = await (await fetch(`${site.url}/api/posts`)).json();
        assert.equal(all.total, 2);
        assert.deepEqual(all.posts.map((p: { id: string }) => p.id).sort(), [ajiaco.id, flan.id].sort());
        const byCategory = await (await fetch(`${site.url}/api/posts?category_id=${sopas.id}`)).json();
        assert.deepEqual(byCategory.posts.map((p: { id: string }) => p.id), [ajiaco.id]);
        assert.deepEqual(byCategory.posts[0].categories, [{ name: "Sopas", slug: "sopas" }]);
        const byTitle = await (await fetch(`${site.url}/api/posts?title=${encodeURIComponent("calabaza")}`)).json();
        assert.deepEqual(byTitle.posts.map((p: { id: string }) => p.id), [flan.id]);
        const page1 = await (await fetch(`${site.url}/api/posts?limit=1&page=1`)).json();
        const page2 = await (await fetch(`${site.url}/api/posts?limit=1&page=2`)).json();
        assert.equal(page1.posts.length, 1);
        assert.equal(page2.posts.length, 1);
        assert.notEqual(page1.posts[0].id, page2.posts[0].id);
        const drafts = await fetch(`${site.url}/api/posts?status=draft`);
        assert.equal(drafts.status, 401);
        await drafts.body?.cancel();
        const signedIn = await (await fetch(`${site.url}/api/posts?status=draft`, { headers: bearer })).json();
        assert.deepEqual(signedIn.posts.map((p: { id: string }) => p.id), [draft.id]);
        const bad = await fetch(`${site.url}/api/posts?limit=0`);
        assert.equal(bad.status, 400);
        await bad.body?.cancel();
        const longTitle = await fetch(`${site.url}/api/posts?title=${"a%20".repeat(201)}`);
        assert.equal(longTitle.status, 400, "a title search over 200 characters is refused");
        await longTitle.body?.cancel();
      },
    );

    await t.step("GET /api/posts/slug/{slug} lists the post's categories and hides drafts from visitors", async () => {
      const found = await fetch(`${site.url}/api/posts/slug/${ajiaco.slug}`);
      const body = await found.json();
      assert.equal(body.post.id, ajiaco.id);
      assert.deepEqual(body.post.categories, [{ name: "Sopas", slug: "sopas" }]);
      const hiddenDraft = await fetch(`${site.url}/api/posts/slug/${draft.slug}`);
      assert.equal(hiddenDraft.status, 404);
      await hiddenDraft.body?.cancel();
    });

    await t.step("GET /api/categories lists active categories by position, counts on request", async () => {
      const plain = await (await fetch(`${site.url}/api/categories`)).json();
      assert.deepEqual(plain.categories.map((c: { slug: string }) => c.slug), ["postres", "sopas"]);
      assert.equal(plain.categories[0].post_count, undefined);
      const counted = await (await fetch(`${site.url}/api/categories?with_post_count=true`)).json();
      assert.deepEqual(counted.categories.map((c: { post_count: number }) => c.post_count), [1, 1]);
      const visitor = await fetch(`${site.url}/api/categories?include_inactive=true`);
      assert.equal(visitor.status, 401);
      await visitor.body?.cancel();
      const staff = await (await fetch(`${site.url}/api/categories?include_inactive=true`, { headers: bearer })).json();
      assert.ok(staff.categories.some((c: { id: string }) => c.id === hidden.id));
      const bad = await fetch(`${site.url}/api/categories?with_post_count=maybe`);
      assert.equal(bad.status, 400);
      await bad.body?.cancel();
    });

    await t.step("GET /api/menu answers the flat list uncached, with parent_id and category post counts", async () => {
      const top = (await createMenuItem(kv, { label: "Recetas", has_dropdown: 1, dropdown_position: "center" })).item;
      await createMenuItem(kv, { label: "Sopas", url: "/categoria/sopas", parent_id: top.id });
      await createMenuItem(kv, { label: "Contacto", url: "/contacto" });
      await createMenuItem(kv, { label: "Oculto", url: "/oculto", is_active: false });
      const response = await fetch(`${site.url}/api/menu?_=${Date.now()}`);
      assert.equal(response.headers.get("cache-control"), "no-store");
      const { menu } = await response.json();
      type Entry = { label: string; parent_id: string | null; post_count?: number };
      assert.deepEqual(menu.map((n: Entry) => [n.label, n.parent_id, n.post_count]), [
        ["Recetas", null, undefined],
        ["Sopas", top.id, 1],
        ["Contacto", null, undefined],
      ]);
      assert.equal(menu[0].has_dropdown, 1);
      assert.equal(menu[0].dropdown_position, "center");
    });

    await t.step("GET /api/settings answers public settings only", async () => {
      await updateSettings(kv, { site_name: "Sabor de Cuba" });
      const { settings } = await (await fetch(`${site.url}/api/settings`)).json();
      assert.equal(settings.site_name, "Sabor de Cuba");
      assert.equal(settings.category_base, "categoria");
      assert.ok("logo_url" in settings);
      assert.deepEqual(Object.keys(settings).filter((key) => key.startsWith("ai_")), []);
    });

    await t.step("POST /api/redirects/check finds redirects without counting hits", async () => {
      const redirect = await createRedirect(kv, { from_path: "/vieja-receta", to_path: "/ajiaco-criollo" });
      const found = await (await post(`${site.url}/api/redirects/check`, { path: "/vieja-receta/?x=1" })).json();
      assert.deepEqual(found, { redirect: true, to_path: "/ajiaco-criollo", status: 301 });
      assert.equal((await getRedirect(kv, redirect.id))!.hit_count, 0);
      const none = await (await post(`${site.url}/api/redirects/check`, { path: "/nada-por-aqui" })).json();
      assert.deepEqual(none, { redirect: false });
      await updateCategory(kv, postres.id, { slug: "dulces" });
      const moved = await (await post(`${site.url}/api/redirects/check`, { path: "/categoria/postres" })).json();
      assert.deepEqual(moved, { redirect: true, to_path: "/categoria/dulces", status: 301 });
      const bad = await post(`${site.url}/api/redirects/check`, { nope: 1 });
      assert.equal(bad.status, 400);
      await bad.body?.cancel();
    });

    await t.step(
      "ratings: voter cookie, one vote per visitor and per address a day, published posts only",
      async () => {
        const url = `${site.url}/api/posts/${ajiaco.id}/rating`;
        assert.deepEqual(await (await fetch(url)).json(), { average: 0, count: 0, yourVote: null });
        const first = await post(url, { value: 4 });
        assert.equal(first.status, 200);
        const cookie = first.headers.get("set-cookie") ?? "";
        assert.match(cookie, /^voter=[A-Za-z0-9_-]{16,}/);
        assert.match(cookie, /HttpOnly/i);
        assert.match(cookie, /SameSite=Lax/i);
        assert.match(cookie, /Max-Age=31536000/);
        assert.deepEqual(await first.json(), { average: 4, count: 1, yourVote: 4 });
        const voter = { Cookie: cookie.split(";")[0] };
        const again = await post(url, { value: 2 }, voter);
        assert.equal(again.headers.get("set-cookie"), null, "a known voter keeps the cookie");
        assert.deepEqual(await again.json(), { average: 2, count: 1, yourVote: 2 });
        const other = await post(url, { value: 5 });
        const otherVoter = { Cookie: (other.headers.get("set-cookie") ?? "").split(";")[0] };
        assert.notEqual(otherVoter.Cookie, voter.Cookie);
        assert.deepEqual(await other.json(), { average: 5, count: 1, yourVote: 5 }, "same address, same day: replaced");
        assert.deepEqual(await (await fetch(url, { headers: voter })).json(), { average: 5, count: 1, yourVote: null });
        assert.deepEqual(await (await fetch(url, { headers: otherVoter })).json(), {
          average: 5,
          count: 1,
          yourVote: 5,
        });
        for (let i = 0; i < 10; i++) {
          const cookieless = await post(url, { value: 1 + (i % 5) });
          assert.equal(cookieless.status, 200);
          await cookieless.body?.cancel();
        }
        assert.deepEqual(await (await fetch(url, { headers: voter })).json(), { average: 5, count: 1, yourVote: null });
        const back = await post(url, { value: 3 }, voter);
        assert.deepEqual(await back.json(), { average: 3, count: 1, yourVote: 3 }, "the first cookie changes it back");
        now += 24 * 60 * 60 * 1000;
        const nextDay = await post(url, { value: 5 });
        assert.deepEqual(await nextDay.json(), { average: 4, count: 2, yourVote: 5 }, "the next UTC day: a new vote");
        assert.equal((await fetch(url)).headers.get("cache-control"), "private, no-store");

        for (const value of [0, 6, 2.5, "x"]) {
          const bad = await post(url, { value });
          assert.equal(bad.status, 400, `value ${value}`);
          await bad.body?.cancel();
        }
        for (const target of [draft.id, "no-such-post"]) {
          for (
            const response of [
              await fetch(`${site.url}/api/posts/${target}/rating`),
              await post(`${site.url}/api/posts/${target}/rating`, { value: 3 }),
            ]
          ) {
            assert.equal(response.status, 404);
            await response.body?.cancel();
          }
        }
      },
    );

    await t.step("ratings are limited per address", async () => {
      await clearAttempts(kv, ["rating_address", "127.0.0.1"]);
      const url = `${site.url}/api/posts/${flan.id}/rating`;
      for (let i = 0; i < RATING_RULE.limit; i++) {
        const ok = await post(url, { value: 3 });
        assert.equal(ok.status, 200);
        await ok.body?.cancel();
      }
      const limited = await post(url, { value: 3 });
      assert.equal(limited.status, 429);
      assert.ok(Number(limited.headers.get("retry-after")) > 0);
      assert.match((await limited.json()).error, /Inténtalo de nuevo en/);
    });

    await t.step("POST /api/contact stores the message; the honeypot stores nothing", async () => {
      await clearAttempts(kv, ["contact_address", "127.0.0.1"]);
      const message = {
        name: "Ana Pérez",
        email: "Ana@Example.com",
        subject: "pregunta-receta",
        message: "¿Puedo usar boniato?",
      };
      const sent = await post(`${site.url}/api/contact`, message);
      assert.equal(sent.status, 201);
      assert.deepEqual(await sent.json(), { ok: true });
      let stored = (await listContactMessages(kv)).items;
      assert.equal(stored.length, 1);
      assert.equal(stored[0].email, "ana@example.com");
      assert.equal(stored[0].message, "¿Puedo usar boniato?");
      assert.equal(stored[0].read, false);
      assert.match(stored[0].ip_hash ?? "", /^[0-9a-f]{32}$/);

      const bot = await post(`${site.url}/api/contact`, { ...message, website: "http://spam.example" });
      assert.equal(bot.status, 201);
      assert.deepEqual(await bot.json(), { ok: true });
      assert.equal((await listContactMessages(kv)).items.length, 1);

      for (const broken of [{ ...message, subject: "spam" }, { ...message, email: "no-es-correo" }, { name: "x" }]) {
        const bad = await post(`${site.url}/api/contact`, broken);
        assert.equal(bad.status, 400);
        assert.ok((await bad.json()).fields);
      }

      const form = await fetch(`${site.url}/api/contact`, {
        method: "POST",
        body: new URLSearchParams({ ...message, message: "Desde un formulario sin script", website: "" }),
        redirect: "manual",
      });
      assert.equal(form.status, 303);
      assert.equal(form.headers.get("location"), "/contacto?enviado=1");
      await form.body?.cancel();
      stored = (await listContactMessages(kv)).items;
      assert.equal(stored.length, 2);
      assert.equal(stored[0].message, "Desde un formulario sin script");
      const landing = await (await fetch(`${site.url}/contacto?enviado=1`)).text();
      assert.match(landing, /role="status"><strong>¡Mensaje enviado con éxito!<\/strong> Te responderemos pronto\./);
      assert.ok(!(await (await fetch(`${site.url}/contacto`)).text()).includes("enviado con éxito"));
    });

    await t.step("POST /api/contact is limited per address with a Spanish 429", async () => {
      await clearAttempts(kv, ["contact_address", "127.0.0.1"]);
      const message = { name: "Luis", email: "luis@example.com", subject: "otro", message: "Hola" };
      for (let i = 0; i < CONTACT_RULE.limit; i++) {
        const ok = await post(`${site.url}/api/contact`, message);
        assert.equal(ok.status, 201);
        await ok.body?.cancel();
      }
      const limited = await post(`${site.url}/api/contact`, message);
      assert.equal(limited.status, 429);
      const seconds = Number(limited.headers.get("retry-after"));
      assert.ok(seconds > 500 && seconds <= 600, `Retry-After ${seconds}`);
      assert.equal((await limited.json()).error, "Has hecho demasiadas solicitudes. Inténtalo de nuevo en 10 minutos.");
      assert.equal((await listContactMessages(kv)).items.length, 2 + CONTACT_RULE.limit);
    });
  } finally {
    await site.close();
  }
});
