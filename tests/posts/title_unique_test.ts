/**
 * Post titles are unique across posts, compared without case, accents or extra spaces, over real HTTP: creates and
 * renames to a taken title answer 409 with the specification's message and field `title`; a post keeps its own
 * title; a released title is free again; of two creates at once with one title, exactly one wins.
 */
import assert from "node:assert/strict";
import { apiLogin, startSite } from "../support/site.ts";
import { verifyIndexes } from "../support/verify_indexes.ts";

const TAKEN = { error: "Title already exists in another post", field: "title" };

Deno.test("post titles are unique whatever their case, accents and spaces", async (t) => {
  const site = await startSite();
  try {
    const token = await apiLogin(site);
    const send = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${site.url}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: response.status === 204 ? null : await response.json() };
    };
    const create = (title: string, slug: string) => send("POST", "/api/posts", { title, slug });
    const save = async (id: string, fields: Record<string, unknown>) => {
      const { body } = await send("GET", `/api/posts/${id}`);
      return await send("PUT", `/api/posts/${id}`, { ...fields, versionstamp: body.versionstamp });
    };

    const first = await create("Ropa Vieja", "ropa-vieja");
    assert.equal(first.status, 201);
    const ropaVieja = first.body.post.id as string;

    await t.step("a create with the same title in another case, accents or spacing is refused", async () => {
      for (const [title, slug] of [["ropa vieja", "ropa-vieja-2"], ["  Rópa   viejá ", "ropa-vieja-3"]]) {
        const answer = await create(title, slug);
        assert.equal(answer.status, 409, title);
        assert.deepEqual(answer.body, TAKEN, title);
      }
      const { body } = await send("GET", "/api/posts/slug/ropa-vieja-2");
      assert.equal(body.error, "Post not found", "nothing was written");
    });

    await t.step("a rename to a taken title is refused and changes nothing", async () => {
      const other = await create("Ropa vieja cubana", "ropa-vieja-cubana");
      assert.equal(other.status, 201);
      const renamed = await save(other.body.post.id, { title: "ROPA VIEJA", excerpt: "cambiado" });
      assert.equal(renamed.status, 409);
      assert.deepEqual(renamed.body, TAKEN);
      const { body } = await send("GET", `/api/posts/${other.body.post.id}`);
      assert.equal(body.post.title, "Ropa vieja cubana");
      assert.equal(body.post.excerpt, "");
    });

    await t.step("a post keeps its own title, also re-cased", async () => {
      assert.equal((await save(ropaVieja, { excerpt: "La clásica." })).status, 200);
      const recased = await save(ropaVieja, { title: "Ropa vieja" });
      assert.equal(recased.status, 200);
      assert.equal(recased.body.post.title, "Ropa vieja");
    });

    await t.step("a renamed or deleted post's title is free again", async () => {
      assert.equal((await save(ropaVieja, { title: "Ropa vieja a la antigua" })).status, 200);
      const reused = await create("Ropa Vieja", "ropa-vieja-nueva");
      assert.equal(reused.status, 201);
      assert.equal((await send("DELETE", `/api/posts/${reused.body.post.id}`)).status, 200);
      assert.equal((await create("ropa vieja", "ropa-vieja-otra")).status, 201);
    });

    await t.step("two creates of one title at once: exactly one wins", async () => {
      const answers = await Promise.all([create("Tasajo", "tasajo-a"), create("tasajo", "tasajo-b")]);
      assert.deepEqual(answers.map((a) => a.status).sort(), [201, 409]);
      assert.deepEqual(answers.find((a) => a.status === 409)!.body, TAKEN);
      const renames = await Promise.all([
        create("Quimbombó", "quimbombo-a"),
        create("Malanga", "malanga"),
      ]);
      const [a, b] = renames.map((r) => r.body.post.id as string);
      const both = await Promise.all([save(a, { title: "Potaje" }), save(b, { title: "POTAJE" })]);
      assert.deepEqual(both.map((r) => r.status).sort(), [200, 409], "two renames to one title: one wins");
      await verifyIndexes(site.kv);
    });
  } finally {
    await site.close();
  }
});
