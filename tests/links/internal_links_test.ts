/** Internal link resolution and inbound counts through the service, on an in-memory store. */
import assert from "node:assert/strict";
import { getLinkStats } from "@/lib/db/link_stats.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { checkPostLinks } from "@/lib/links/check_posts.ts";
import { updatePostFromInput } from "@/lib/services/posts.ts";
import { withKv } from "../support/kv.ts";
import { addPost, seedLinkSite } from "./site_content.ts";

const options = { siteOrigins: ["https://recetas.test"], perHostDelayMs: 0 };

Deno.test("internal links: drafts, missing posts and deleted or hidden categories are broken", () =>
  withKv(async (kv) => {
    await seedLinkSite(kv);
    const id = await addPost(
      kv,
      "ropa-vieja",
      `<p><a href="/flan">Flan</a> <a href="https://recetas.test/tostones/">Tostones</a>
      <a href="/borrador">Borrador</a> <a href="/no-existe">Nada</a>
      <a href="/categoria/postres">Postres</a> <a href="/categoria/borrada">Borrada</a>
      <a href="/categoria/oculta">Oculta</a> <a href="/categoria/dulces">Dulces</a>
      <a href="/flan-viejo">Flan viejo</a> <a href="#ingredientes">Ingredientes</a>
      <a href="mailto:hola@recetas.test">Correo</a> <a href="tel:+5355555555">Teléfono</a>
      <a href="/search?q=flan">Buscar</a> <a href="/media/posts/flan-1.webp">Foto</a>
      <a href="/media/posts/nada.webp">Foto perdida</a> <a href="/flan">Flan otra vez</a></p>`,
    );
    const { stats, skipped } = await checkPostLinks(kv, id, options);
    assert.equal(stats.outboundInternal, 12, "distinct targets; the repeated /flan counts once");
    assert.equal(stats.outboundExternal, 0);
    assert.deepEqual(skipped, []);
    assert.deepEqual(
      stats.brokenLinks.map(({ url, reason, type, text }) => ({ type, url, text, reason })),
      [
        { type: "internal", url: "/borrador", text: "Borrador", reason: "post is a draft" },
        { type: "internal", url: "/categoria/borrada", text: "Borrada", reason: "category not found" },
        { type: "internal", url: "/categoria/oculta", text: "Oculta", reason: "category is inactive" },
        { type: "internal", url: "/media/posts/nada.webp", text: "Foto perdida", reason: "media file not found" },
        { type: "internal", url: "/no-existe", text: "Nada", reason: "post or category not found" },
      ],
    );
    assert.equal(stats.brokenLinksCount, 5);
    assert.deepEqual(stats.manualCheck, []);
    assert.deepEqual(await getLinkStats(kv, id), stats);
  }));

Deno.test("internal links: relative links resolve against the post's own address", () =>
  withKv(async (kv) => {
    await seedLinkSite(kv);
    const id = await addPost(kv, "relativo", `<a href="flan">ok</a> <a href="tostones-viejos">mal</a>`);
    const { stats } = await checkPostLinks(kv, id, options);
    assert.equal(stats.outboundInternal, 2);
    assert.deepEqual(stats.brokenLinks.map((l) => l.url), ["tostones-viejos"]);
  }));

Deno.test("inbound count: other published posts linking to the post, drafts and self-links excluded", () =>
  withKv(async (kv) => {
    const ids = await seedLinkSite(kv);
    await addPost(kv, "pudin", `<a href="/flan-viejo">por el redirect</a> <a href="/flan#paso-2">otra vez</a>`);
    await addPost(kv, "natilla", `<a href="https://recetas.test/flan">absoluto</a>`);
    await updatePostFromInput(kv, ids.flan, { content: `<p><a href="/flan">yo mismo</a></p>` });
    const { stats } = await checkPostLinks(kv, ids.flan, options);
    assert.equal(stats.inboundCount, 3, "tostones, pudin and natilla; not the draft, not itself");
    const tostones = await checkPostLinks(kv, ids.tostones, options);
    assert.equal(tostones.stats.inboundCount, 0);
  }));

Deno.test("checkPostLinks on an unknown post throws NotFoundError", () =>
  withKv(async (kv) => {
    await assert.rejects(() => checkPostLinks(kv, "nope", options), (e: unknown) => e instanceof NotFoundError);
  }));
