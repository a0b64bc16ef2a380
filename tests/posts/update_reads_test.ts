/**
 * `PUT /api/posts/{id}` reads the post once and the settings once, even when it changes the slug (the reserved
 * bases and the post base of the redirect come from the same read) and the author's name (decided from the post the
 * write read), over real HTTP on a second app that counts the keys it reads.
 */
import assert from "node:assert/strict";
import { createServerApp } from "@/lib/app.ts";
import { findActiveRedirect } from "@/lib/db/redirects.ts";
import { savePostFromInput } from "@/lib/services/posts.ts";
import { apiCall, jsonAnswer } from "../support/api_call.ts";
import { countingKv } from "../support/counting_kv.ts";
import { serve } from "../support/server.ts";
import { apiLogin, startSite } from "../support/site.ts";

Deno.test("PUT /api/posts/{id} reads the post once and the settings once", async () => {
  const site = await startSite();
  const counting = countingKv(site.kv);
  const { app } = await createServerApp({ kv: counting.kv, media: site.media, siteUrl: site.url });
  const server = serve(app.fetch);
  try {
    const token = await apiLogin(site);
    const { post, versionstamp } = await savePostFromInput(
      site.kv,
      { title: "Ajiaco", slug: "ajiaco", status: "published", content: "<p>Caldo</p>" },
      { id: "author-1", name: "Autora" },
    );
    counting.reset();
    const { status, body } = await jsonAnswer(
      await apiCall({ url: server.url }, `/api/posts/${post.id}`, {
        method: "PUT",
        token,
        json: { slug: "ajiaco-criollo", author_name: "Chef Ana", versionstamp },
      }),
    );
    assert.equal(status, 200, JSON.stringify(body));
    assert.equal(body.post.author_name, "Chef Ana");
    const reads = (key: Deno.KvKey) => counting.keys.filter((read) => read === JSON.stringify(key)).length;
    assert.equal(reads(["posts", post.id]), 1, `keys read: ${counting.keys.join(" ")}`);
    assert.equal(reads(["settings"]), 1, `keys read: ${counting.keys.join(" ")}`);
    assert.equal((await findActiveRedirect(site.kv, "/ajiaco"))?.to_path, "/ajiaco-criollo");
  } finally {
    await server.close();
    await site.close();
  }
});
