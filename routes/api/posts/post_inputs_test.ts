/**
 * Post writes over real HTTP through the app: the expected version (body
 * `versionstamp` or `If-Match`), and the field rules every payload goes
 * through (well-formed text, no control characters, URL shapes, reserved
 * slugs, JSON numbers). A refused write must leave the post untouched.
 */
import assert from "node:assert/strict";
import { updateSettings } from "@/lib/db/settings.ts";
import { RATINGS_FROM_READERS } from "@/lib/schemas/post.ts";
import { apiLogin, startSite, type TestSite } from "@/tests/support/site.ts";

interface Api {
  site: TestSite;
  send(method: string, path: string, body: string | Record<string, unknown>, headers?: HeadersInit): Promise<Response>;
}

async function withApi(run: (api: Api) => Promise<void>): Promise<void> {
  const site = await startSite();
  try {
    const token = await apiLogin(site);
    await run({
      site,
      send: (method, path, body, headers = {}) =>
        fetch(`${site.url}${path}`, {
          method,
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", ...headers },
          body: method === "GET" ? undefined : typeof body === "string" ? body : JSON.stringify(body),
        }),
    });
  } finally {
    await site.close();
  }
}

async function createPost(
  api: Api,
  fields: Record<string, unknown> = {},
): Promise<{ id: string; versionstamp: string }> {
  const res = await api.send("POST", "/api/posts", { title: "Flan de leche", ...fields });
  assert.equal(res.status, 201, await res.clone().text());
  const { post, versionstamp } = await res.json();
  return { id: post.id, versionstamp };
}

async function stored(api: Api, id: string): Promise<{ title: string; versionstamp: string }> {
  const res = await api.send("GET", `/api/posts/${id}`, "");
  const body = await res.json();
  return { title: body.post.title, versionstamp: body.versionstamp };
}

async function expectFieldError(res: Response, field: string): Promise<void> {
  const body = await res.json();
  assert.equal(res.status, 400, JSON.stringify(body));
  assert.ok(body.fields?.[field]?.length, `expected a ${field} error: ${JSON.stringify(body)}`);
}

Deno.test("PUT /api/posts/{id}: malformed expected versions are 400 and write nothing", () =>
  withApi(async (api) => {
    const { id, versionstamp } = await createPost(api);
    assert.match(versionstamp, /^[0-9a-f]{20}$/);
    for (
      const bad of [42, null, [], [versionstamp], {}, "", " ", "abc", "0000000000000000000A", `${versionstamp}0`, "*x"]
    ) {
      const res = await api.send("PUT", `/api/posts/${id}`, { title: "Cambiado", versionstamp: bad });
      await expectFieldError(res, "versionstamp");
    }
    for (
      const bad of ["", " ", "null", "42", '""', 'W/""', `"${versionstamp}", "${versionstamp}"`, `"${versionstamp}`]
    ) {
      const res = await api.send("PUT", `/api/posts/${id}`, { title: "Cambiado" }, { "If-Match": bad });
      await expectFieldError(res, "If-Match");
    }
    const other = "0".repeat(20);
    const mixed = await api.send("PUT", `/api/posts/${id}`, { title: "Cambiado", versionstamp }, {
      "If-Match": `"${other}"`,
    });
    await expectFieldError(mixed, "versionstamp");
    assert.deepEqual(await stored(api, id), { title: "Flan de leche", versionstamp });
  }));

Deno.test("PUT /api/posts/{id}: current versions write, stale ones are 409, * needs the post to exist", () =>
  withApi(async (api) => {
    const { id, versionstamp } = await createPost(api);
    const viaHeader = await api.send("PUT", `/api/posts/${id}`, { title: "Flan casero" }, {
      "If-Match": `"${versionstamp}"`,
    });
    assert.equal(viaHeader.status, 200);
    const second = (await viaHeader.json()).versionstamp;
    assert.match(viaHeader.headers.get("ETag") ?? "", new RegExp(`^(W/)?"${second}"$`));

    // The ETag as answered (weakened by compression) is what a client echoes.
    const echoed = await api.send("PUT", `/api/posts/${id}`, { title: "Flan casero" }, {
      "If-Match": viaHeader.headers.get("ETag")!,
    });
    assert.equal(echoed.status, 200);
    const third = (await echoed.json()).versionstamp;

    const staleForms = [[{ versionstamp: second }, {}], [{}, { "If-Match": `W/"${versionstamp}"` }]] as const;
    for (const [body, headers] of staleForms) {
      const stale = await api.send("PUT", `/api/posts/${id}`, { title: "Perdido", ...body }, headers);
      assert.equal(stale.status, 409);
      await stale.body?.cancel();
    }
    assert.equal((await stored(api, id)).title, "Flan casero");

    const viaBody = await api.send("PUT", `/api/posts/${id}`, { title: "Flan de la abuela", versionstamp: third });
    assert.equal(viaBody.status, 200);
    await viaBody.body?.cancel();

    const star = await api.send("PUT", `/api/posts/${id}`, { title: "Flan" }, { "If-Match": "*" });
    assert.equal(star.status, 200);
    await star.body?.cancel();
    const unconditional = await api.send("PUT", `/api/posts/${id}`, { title: "Flan final" });
    assert.equal(unconditional.status, 200);
    await unconditional.body?.cancel();
    assert.equal((await stored(api, id)).title, "Flan final");

    for (const headers of [{ "If-Match": "*" }, {}] as Record<string, string>[]) {
      const missing = await api.send("PUT", "/api/posts/no-such-post", { title: "X", versionstamp: "*" }, headers);
      assert.equal(missing.status, 404);
      await missing.body?.cancel();
    }
  }));

Deno.test("post writes refuse ill-formed text, control characters, bad URLs, reserved slugs and non-numbers", () =>
  withApi(async (api) => {
    const { id, versionstamp } = await createPost(api);
    const refused: [string | Record<string, unknown>, string][] = [
      ['{"title":"Flan \\ud800"}', "title"],
      ['{"title":"Flan","ingredients":["leche","\\udfff"]}', "ingredients.1"],
      ['{"title":"Flan","\\ud83c":"x"}', "\ud83c"],
      [{ title: "Flan\u202ecasero" }, "title"],
      [{ title: "Flan\u0000" }, "title"],
      [{ title: "Flan\ncasero" }, "title"],
      [{ meta_title: "a\u2066b" }, "meta_title"],
      [{ featured_image: "javascript:alert(1)" }, "featured_image"],
      [{ featured_image: "data:image/png;base64,AAAA" }, "featured_image"],
      [{ featured_image: "//evil.example/x.webp" }, "featured_image"],
      [{ video_url: "https://evil.example/page" }, "video_url"],
      [{ slug: "admin" }, "slug"],
      [{ slug: "Search" }, "slug"],
      [{ slug: "categoria" }, "slug"],
      [{ rating_value: "0x5" }, "rating_value"],
      [{ rating_count: [5] }, "rating_count"],
      [{ seo_score: "50" }, "seo_score"],
    ];
    for (const [body, field] of refused) {
      await expectFieldError(await api.send("PUT", `/api/posts/${id}`, body), field);
    }
    assert.deepEqual(await stored(api, id), { title: "Flan de leche", versionstamp });

    for (const [fields, field] of [[{ title: "Search" }, "slug"], [{ title: "Contacto" }, "slug"]] as const) {
      await expectFieldError(await api.send("POST", "/api/posts", fields), field);
    }
    await updateSettings(api.site.kv, { post_base: "recetas" });
    await expectFieldError(await api.send("POST", "/api/posts", { title: "Recetas" }), "slug");
    const list = await (await api.send("GET", "/api/posts?status=all", "")).json();
    assert.equal(list.total, 1);

    const ok = await api.send("PUT", `/api/posts/${id}`, {
      excerpt: "Cremoso.\nCon caramelo.",
      featured_image: "/media/flan.webp",
      video_url: "https://www.youtube.com/watch?v=abcDEF12345",
    });
    assert.equal(ok.status, 200, await ok.clone().text());
  }));

Deno.test("GET /api/posts refuses page and limit that are not plain digits", () =>
  withApi(async (api) => {
    for (const query of ["limit=0x5", "page=1e1", "limit=%205", "page=2.0"]) {
      const res = await fetch(`${api.site.url}/api/posts?${query}`);
      assert.equal(res.status, 400, query);
      await res.body?.cancel();
    }
    const ok = await fetch(`${api.site.url}/api/posts?limit=5&page=1`);
    assert.equal(ok.status, 200);
    await ok.body?.cancel();
  }));

Deno.test("POST and PUT /api/posts refuse ratings: only readers' votes set them", () =>
  withApi(async (api) => {
    const refused = async (res: Response, fields: string[]) => {
      const body = await res.json();
      assert.equal(res.status, 400, JSON.stringify(body));
      for (const field of fields) assert.deepEqual(body.fields[field], [RATINGS_FROM_READERS], field);
    };
    await refused(await api.send("POST", "/api/posts", { title: "Flan", rating_value: 4.9, rating_count: 500 }), [
      "rating_value",
      "rating_count",
    ]);
    const list = await (await api.send("GET", "/api/posts?status=all", "")).json();
    assert.equal(list.total, 0, "nothing was created");

    const { id, versionstamp } = await createPost(api, { status: "published" });
    for (const body of [{ rating_value: 5 }, { rating_count: 1000 }, { rating_value: 0 }, { rating_count: null }]) {
      await refused(await api.send("PUT", `/api/posts/${id}`, body), Object.keys(body));
    }
    assert.deepEqual(await stored(api, id), { title: "Flan de leche", versionstamp });
    const shown = await (await fetch(`${api.site.url}/api/posts/${id}`)).json();
    assert.deepEqual([shown.post.rating_value, shown.post.rating_count], [0, 0]);
  }));
