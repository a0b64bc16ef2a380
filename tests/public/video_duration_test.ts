import assert from "node:assert/strict";
import { apiLogin, startSite } from "../support/site.ts";
import { jsonLdOf } from "./html.ts";

const RECIPE = {
  title: "Batido de Mamey con Video",
  slug: "batido-mamey-video",
  status: "published",
  content_type: "recipe",
  content: "<p>Un batido espeso de mamey.</p>",
  ingredients: ["1 mamey", "1 taza de leche"],
  instructions: [{ name: "", text: "Licúa todo." }],
  video_url: "https://www.youtube.com/watch?v=abc123def45",
};

Deno.test("a recipe's video duration is stored over HTTP and declared in the VideoObject", async (t) => {
  const site = await startSite();
  try {
    const token = await apiLogin(site);
    const send = (method: string, path: string, body: unknown) =>
      fetch(site.url + path, {
        method,
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    const videoOf = async (path: string) => {
      const response = await fetch(site.url + path);
      assert.equal(response.status, 200);
      const recipe = jsonLdOf(await response.text()).find((node) => node["@type"] === "Recipe");
      assert.ok(recipe, "Recipe JSON-LD");
      return recipe.video as Record<string, unknown>;
    };

    let id = "";
    await t.step("create with a lower-case duration: stored upper-case, emitted as duration", async () => {
      const created = await send("POST", "/api/posts", { ...RECIPE, video_duration: "pt4m30s" });
      assert.equal(created.status, 201, await created.clone().text());
      const body = await created.json();
      id = body.id ?? body.post?.id;
      assert.ok(id, "post id");
      const read = await (await fetch(`${site.url}/api/posts/${id}`)).json();
      assert.equal((read.post ?? read).video_duration, "PT4M30S");
      const video = await videoOf(`/${RECIPE.slug}`);
      assert.equal(video["@type"], "VideoObject");
      assert.equal(video.duration, "PT4M30S");
    });

    await t.step("a duration that is not ISO 8601 is refused with the field named", async () => {
      const response = await send("PUT", `/api/posts/${id}`, { video_duration: "4 minutos" });
      assert.equal(response.status, 400);
      const body = await response.json();
      assert.ok(body.fields?.video_duration, JSON.stringify(body));
    });

    await t.step("clearing the duration leaves the VideoObject without one", async () => {
      const response = await send("PUT", `/api/posts/${id}`, { video_duration: null });
      assert.equal(response.status, 200, await response.clone().text());
      await response.body?.cancel();
      const video = await videoOf(`/${RECIPE.slug}`);
      assert.equal(video["@type"], "VideoObject");
      assert.equal("duration" in video, false);
    });
  } finally {
    await site.close();
  }
});
