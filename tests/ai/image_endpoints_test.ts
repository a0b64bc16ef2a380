/**
 * Image AI endpoints against the fake providers (OpenRouter image model and
 * Cloudflare Workers AI SDXL): images stored through the upload pipeline into
 * the media library, named from the title; placeholders replaced; 2–4 content images.
 */
import assert from "node:assert/strict";
import sharp from "sharp";
import { listMedia } from "@/lib/db/media.ts";
import { updateSettings } from "@/lib/db/settings.ts";
import { AI_INPUT_MESSAGES } from "@/lib/schemas/ai.ts";
import { CLOUDFLARE_IMAGE_MODEL } from "@/lib/shared/ai_presets.ts";
import { GENERATED_CONTENT_HTML } from "../support/ai_fixtures.ts";
import { startAiSite } from "./ai_test_site.ts";

const LONG_CONTENT = Array.from(
  { length: 6 },
  (_, i) => `<h2>Paso ${i + 1}</h2><p>${"Texto de la receta. ".repeat(20)}</p>`,
)
  .join("");

Deno.test("image AI endpoints", async (t) => {
  const ai = await startAiSite();
  try {
    await t.step("generate-single-image (openrouter): featured 512×512 WebP named from the title", async () => {
      const body = await ai.call("generate-single-image", {
        description: "arroz con pollo",
        articleTitle: "Arroz con Pollo Cubano",
        keywords: ["arroz", "pollo"],
        language: "es",
      });
      assert.equal(body.imageData, body.image.url);
      assert.match(body.image.url, /\/posts\/arroz-con-pollo-cubano\.webp$/);
      assert.equal(body.image.alt, "Arroz con Pollo Cubano");
      const sent = ai.fake.chat.at(-1)!.body;
      assert.equal(sent.model, "google/gemini-2.5-flash-image-preview");
      assert.deepEqual(sent.modalities, ["image", "text"]);
      assert.ok(sent.messages[0].content.includes("arroz con pollo"));
      const file = await (await fetch(`${ai.site.url}${body.image.url}`)).arrayBuffer();
      const meta = await sharp(new Uint8Array(file)).metadata();
      assert.equal(meta.format, "webp");
      assert.equal(meta.width, 512);
      assert.equal(meta.height, 512);
      const { items } = await listMedia(ai.site.kv);
      assert.ok(items.some((item) => item.url === body.image.url && item.kind === "featured"));
    });

    await t.step("replace-placeholders: each placeholder becomes a stored content image", async () => {
      const body = await ai.call("replace-placeholders", {
        title: "Arroz con pollo",
        content: GENERATED_CONTENT_HTML,
        postId: null,
      });
      assert.equal(body.totalGenerated, 2);
      assert.ok(!body.content.includes("IMAGE_PLACEHOLDER"));
      assert.equal((body.content.match(/<img src="[^"]+\.webp" alt="[^"]+"/g) ?? []).length, 2);
      assert.ok(body.content.includes('alt="arroz con pollo en una cazuela de barro"'));
      const names = [...body.content.matchAll(/src="[^"]*\/([^/"]+\.webp)"/g)].map((m) => m[1]);
      assert.deepEqual(names, ["arroz-con-pollo.webp", "arroz-con-pollo-2.webp"], "named from the title");
    });

    await t.step("generate-images: a failed image keeps its placeholder", async () => {
      ai.fake.nextChat({ status: 500 });
      const body = await ai.call("generate-images", { title: "Arroz", content: GENERATED_CONTENT_HTML });
      assert.equal(body.totalGenerated, 1);
      assert.equal((body.content.match(/IMAGE_PLACEHOLDER/g) ?? []).length, 1);
      ai.fake.nextChat({ status: 500 }, { status: 500 });
      const failed = await ai.call("generate-images", { title: "Arroz", content: GENERATED_CONTENT_HTML }, 502);
      assert.equal(failed.error, "Failed to generate images: the AI service answered with an error (HTTP 500).");
    });

    await t.step("generate-content-images: 2 to 4 images inserted after paragraphs", async () => {
      const short = await ai.call("generate-content-images", { title: "Flan", content: "<p>corto</p>" }, 400);
      assert.deepEqual(short.fields.content, [AI_INPUT_MESSAGES.contentForImages]);
      const body = await ai.call("generate-content-images", { title: "Flan", content: LONG_CONTENT });
      assert.equal(body.totalGenerated, 3);
      assert.equal(body.images.length, 3);
      assert.equal((body.content.match(/<img /g) ?? []).length, 3);
      assert.ok(body.content.startsWith("<h2>Paso 1</h2>"));
    });

    await t.step(
      "generate-content-images: a short one-paragraph post still gets 2 images, after its text",
      async () => {
        const paragraph = `<p>${"Un flan de leche sencillo y cremoso. ".repeat(4)}</p>`;
        const before = ai.fake.chat.length;
        const body = await ai.call("generate-content-images", { title: "Flan corto", content: paragraph });
        const asked = ai.fake.chat.slice(before);
        const describe = asked.find((r) => r.body.response_format?.json_schema?.name === "content_images");
        assert.ok(describe, "the text model is asked to describe the images");
        assert.match(describe.body.messages.map((m: { content: string }) => m.content).join("\n"), /Describe 2 /);
        assert.equal(asked.filter((r) => r.body.modalities).length, 2, "two image model calls");
        assert.equal(body.totalGenerated, 2);
        assert.ok(body.content.startsWith(paragraph));
        assert.equal((body.content.match(/<img /g) ?? []).length, 2);
      },
    );

    await t.step("cloudflare: SDXL through Workers AI with the API token", async () => {
      await updateSettings(ai.site.kv, { ai_image_provider: "cloudflare" });
      const before = ai.fake.chat.length;
      const body = await ai.call("generate-single-image", { articleTitle: "Flan de Leche", imageType: "content" });
      assert.match(body.image.url, /\/posts\/content\/flan-de-leche\.webp$/);
      const sent = ai.fake.cloudflare.at(-1)!;
      assert.equal(sent.path, `/client/v4/accounts/test-account/ai/run/${CLOUDFLARE_IMAGE_MODEL}`);
      assert.equal(sent.authorization, `Bearer ${ai.fake.apiKey}`);
      assert.ok(sent.body.prompt.includes("Flan de Leche"));
      assert.equal(ai.fake.chat.length, before, "no OpenRouter call");
      ai.fake.nextCloudflare({ status: 429, retryAfter: "12" });
      const busy = await ai.post("generate-single-image", { articleTitle: "Flan" });
      assert.equal(busy.status, 429);
      assert.equal(busy.headers.get("retry-after"), "12");
      assert.equal(
        (await busy.json()).error,
        "Featured image generation failed: the AI service is busy. Please try again in 12 s.",
      );
    });
  } finally {
    await ai.close();
  }
});

Deno.test("cloudflare without credentials: image endpoints 503, text still works", async () => {
  const ai = await startAiSite({ cloudflareAccountId: null, cloudflareApiToken: null });
  try {
    await updateSettings(ai.site.kv, { ai_image_provider: "cloudflare" });
    const response = await ai.post("generate-single-image", { articleTitle: "Flan" });
    assert.equal(response.status, 503);
    assert.match((await response.json()).error, /^AI image generation is not configured/);
    const status = await (await fetch(`${ai.site.url}/api/ai/status`, {
      headers: { Authorization: `Bearer ${ai.token}` },
    })).json();
    assert.equal(status.text, true);
    assert.equal(status.image, false);
    assert.equal(status.imageProvider, "cloudflare");
    assert.equal((await ai.post("generate-focus-keywords", { title: "Flan" })).status, 200);
  } finally {
    await ai.close();
  }
});
