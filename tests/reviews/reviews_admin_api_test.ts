import assert from "node:assert/strict";
import { createReview } from "@/lib/db/reviews.ts";
import { getRatingAggregate } from "@/lib/db/ratings.ts";
import { savePostFromInput } from "@/lib/services/posts.ts";
import { jsonLdOf } from "../public/html.ts";
import { apiLogin, startSite } from "../support/site.ts";

const AUTHOR = { id: "author-1", name: "Autora" };

Deno.test("admin reviews API: list with counts and search, approve, spam, reply, delete, bulk, import", async (t) => {
  const site = await startSite();
  const kv = site.kv;
  try {
    const recipe = (await savePostFromInput(kv, {
      title: "Arroz con pollo",
      slug: "arroz-con-pollo",
      status: "published",
      content: "<p>Receta</p>",
      content_type: "recipe",
    }, AUTHOR)).post;
    const token = await apiLogin(site);
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${site.url}/api/admin/reviews${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", ...init.headers },
      });
    const make = (name: string, text: string, status: "pending" | "spam" = "pending", stars = 4) =>
      createReview(kv, {
        post_id: recipe.id,
        name,
        email: `${name.toLowerCase()}@example.test`,
        stars,
        text,
        status,
        voter: `v-${name}`,
      });
    const ana = await make("Ana", "Muy sabroso, con cerveza.");
    const beto = await make("Beto", "Me faltó sal.", "pending", 3);
    const casino = await make("Casino", "Gana dinero https://a.example", "spam", 5);

    await t.step("visitors get 401 on every moderation route", async () => {
      for (
        const [path, method] of [["", "GET"], ["/counts", "GET"], [`/${ana.id}`, "PATCH"], [`/${ana.id}`, "DELETE"], [
          "/bulk",
          "POST",
        ]]
      ) {
        const response = await fetch(`${site.url}/api/admin/reviews${path}`, { method });
        assert.equal(response.status, 401, `${method} ${path}`);
        await response.body?.cancel();
      }
    });

    await t.step("the list filters by status, searches, and carries the counts and the post title", async () => {
      const pending = await (await api("")).json();
      assert.deepEqual(pending.reviews.map((r: { id: string }) => r.id), [beto.id, ana.id], "newest first");
      assert.deepEqual(pending.counts, { pending: 2, approved: 0, spam: 1 });
      assert.equal(pending.reviews[0].post_title, "Arroz con pollo");
      assert.equal(pending.reviews[0].email, "beto@example.test", "staff see the e-mail");
      const all = await (await api("?status=all")).json();
      assert.equal(all.total, 3);
      const spam = await (await api("?status=spam")).json();
      assert.deepEqual(spam.reviews.map((r: { id: string }) => r.id), [casino.id]);
      const found = await (await api("?status=all&q=CERVEZA")).json();
      assert.deepEqual(found.reviews.map((r: { id: string }) => r.id), [ana.id]);
      const byMail = await (await api("?status=all&q=beto@example")).json();
      assert.deepEqual(byMail.reviews.map((r: { id: string }) => r.id), [beto.id]);
      for (const bad of ["?status=nope", "?page=0", "?page=x"]) {
        const response = await api(bad);
        assert.equal(response.status, 400, bad);
        await response.body?.cancel();
      }
      assert.deepEqual(await (await api("/counts")).json(), { pending: 2, approved: 0, spam: 1 });
    });

    await t.step(
      "approve publishes at once (page and JSON-LD); reply shows; spam and delete take it down",
      async () => {
        const before = await (await fetch(`${site.url}/arroz-con-pollo`)).text();
        assert.ok(!before.includes("Muy sabroso"));
        const approved = await api(`/${ana.id}`, { method: "PATCH", body: JSON.stringify({ status: "approved" }) });
        assert.equal(approved.status, 200);
        assert.equal((await approved.json()).review.status, "approved");
        const html = await (await fetch(`${site.url}/arroz-con-pollo`)).text();
        assert.match(html, /Muy sabroso, con cerveza\./);
        assert.ok(!html.includes("ana@example.test"));
        const ld = jsonLdOf(html).find((node) => node["@type"] === "Recipe")!;
        assert.equal((ld.review as unknown[]).length, 1);
        assert.deepEqual(await getRatingAggregate(kv, recipe.id), { sum: 4, count: 1, average: 4 });

        const replied = await api(`/${ana.id}`, { method: "PATCH", body: JSON.stringify({ reply: "¡Gracias, Ana!" }) });
        assert.equal((await replied.json()).review.reply.author, "Administrator");
        assert.match(await (await fetch(`${site.url}/arroz-con-pollo`)).text(), /¡Gracias, Ana!/);
        const empty = await api(`/${ana.id}`, { method: "PATCH", body: JSON.stringify({}) });
        assert.equal(empty.status, 400);
        await empty.body?.cancel();

        const spammed = await api(`/${ana.id}`, { method: "PATCH", body: JSON.stringify({ status: "spam" }) });
        assert.equal(spammed.status, 200);
        await spammed.body?.cancel();
        assert.ok(!(await (await fetch(`${site.url}/arroz-con-pollo`)).text()).includes("Muy sabroso"));
        assert.deepEqual(await getRatingAggregate(kv, recipe.id), { sum: 0, count: 0, average: 0 });

        await (await api(`/${beto.id}`, { method: "PATCH", body: JSON.stringify({ status: "approved" }) })).body
          ?.cancel();
        assert.match(await (await fetch(`${site.url}/arroz-con-pollo`)).text(), /Me faltó sal\./);
        const deleted = await api(`/${beto.id}`, { method: "DELETE" });
        assert.equal(deleted.status, 204);
        assert.ok(!(await (await fetch(`${site.url}/arroz-con-pollo`)).text()).includes("Me faltó sal"));
        const gone = await api(`/${beto.id}`, { method: "DELETE" });
        assert.equal(gone.status, 404);
        await gone.body?.cancel();
        assert.deepEqual(await (await api("/counts")).json(), { pending: 0, approved: 0, spam: 2 });
      },
    );

    await t.step("bulk actions change many at once and name the ids already gone", async () => {
      const bulk = await api("/bulk", {
        method: "POST",
        body: JSON.stringify({ action: "approve", ids: [ana.id, casino.id, "01ARZ3NDEKTSV4RRFFQ69G5FAV"] }),
      });
      assert.equal(bulk.status, 200);
      assert.deepEqual(await bulk.json(), {
        done: 2,
        missing: ["01ARZ3NDEKTSV4RRFFQ69G5FAV"],
        counts: { pending: 0, approved: 2, spam: 0 },
      });
      assert.deepEqual(await getRatingAggregate(kv, recipe.id), { sum: 9, count: 2, average: 4.5 });
      const removed = await api("/bulk", {
        method: "POST",
        body: JSON.stringify({ action: "delete", ids: [ana.id, casino.id] }),
      });
      assert.equal((await removed.json()).counts.approved, 0);
      assert.deepEqual(await getRatingAggregate(kv, recipe.id), { sum: 0, count: 0, average: 0 });
      for (const body of [{ action: "burn", ids: [ana.id] }, { action: "approve", ids: [] }]) {
        const bad = await api("/bulk", { method: "POST", body: JSON.stringify(body) });
        assert.equal(bad.status, 400);
        await bad.body?.cancel();
      }
    });

    await t.step("an imported approved review is public at once with its date", async () => {
      const imported = await api("", {
        method: "POST",
        body: JSON.stringify({
          post_id: recipe.id,
          name: "Lucía",
          stars: 5,
          text: "<p>La receta de mi abuela</p>",
          created_at: "2019-05-04T12:00:00Z",
        }),
      });
      assert.equal(imported.status, 201);
      const { review } = await imported.json();
      assert.equal(review.text, "La receta de mi abuela");
      assert.equal(review.created_at, "2019-05-04T12:00:00.000Z");
      const page = await (await fetch(`${site.url}/arroz-con-pollo`)).text();
      assert.match(page, /4 de mayo de 2019/);
      const linked = await api("", {
        method: "POST",
        body: JSON.stringify({ post_id: recipe.id, name: "Pablo", stars: 4, text: "Más en https://x.example/receta" }),
      });
      assert.equal(linked.status, 201);
      await linked.body?.cancel();
      const withLink = await (await fetch(`${site.url}/arroz-con-pollo`)).text();
      assert.match(withLink, /Más en https:\/\/x\.example\/receta/, "links are shown as text");
      assert.ok(!withLink.includes('href="https://x.example'), "and never as links");
      const missing = await api("", {
        method: "POST",
        body: JSON.stringify({ post_id: "nope", name: "X", text: "Y" }),
      });
      assert.equal(missing.status, 400);
      await missing.body?.cancel();
    });

    await t.step("the same imported review twice is refused with 409; the list filters by post", async () => {
      const body = {
        post_id: recipe.id,
        name: "Rafael",
        text: "Igual que en Matanzas",
        created_at: "2020-01-02T03:04:05Z",
      };
      const first = await api("", { method: "POST", body: JSON.stringify(body) });
      assert.equal(first.status, 201);
      await first.body?.cancel();
      const twice = await api("", {
        method: "POST",
        body: JSON.stringify({ ...body, text: "<b>Igual que en Matanzas</b> " }),
      });
      assert.equal(twice.status, 409);
      assert.match((await twice.json()).error, /^already on the site/);
      const otherDay = await api("", {
        method: "POST",
        body: JSON.stringify({ ...body, created_at: "2020-01-03T03:04:05Z" }),
      });
      assert.equal(otherDay.status, 201, "another date is another review");
      await otherDay.body?.cancel();
      const other = (await savePostFromInput(kv, { title: "Flan", slug: "flan", status: "published" }, AUTHOR)).post;
      const ofOther = await (await api(`?status=all&post_id=${other.id}`)).json();
      assert.deepEqual([ofOther.total, ofOther.reviews.length], [0, 0]);
      const ofRecipe = await (await api(`?status=approved&post_id=${recipe.id}&q=matanzas`)).json();
      assert.deepEqual(ofRecipe.reviews.map((r: { name: string }) => r.name), ["Rafael", "Rafael"]);
    });

    await t.step("deleting the post deletes its reviews and their counts", async () => {
      const before = await (await api("/counts")).json();
      assert.ok(before.approved > 0);
      const deleted = await fetch(`${site.url}/api/posts/${recipe.id}`, {
        method: "DELETE",
        headers: { Authorization: `Bearer ${token}` },
      });
      assert.ok(deleted.ok, String(deleted.status));
      await deleted.body?.cancel();
      assert.deepEqual(await (await api("/counts")).json(), { pending: 0, approved: 0, spam: 0 });
      assert.equal((await (await api("?status=all")).json()).total, 0);
    });
  } finally {
    await site.close();
  }
});
