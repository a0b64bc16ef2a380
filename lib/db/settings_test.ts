import assert from "node:assert/strict";
import { ZodError } from "zod";
import { ConflictError, ValidationError } from "@/lib/errors.ts";
import { readContentVersion } from "@/lib/db/content_version.ts";
import { getSettings, SETTINGS_KEY, updateSettings } from "@/lib/db/settings.ts";
import { DEFAULT_SETTINGS, publicSettings } from "@/lib/schemas/settings.ts";
import { withKv } from "@/tests/support/kv.ts";

function fieldError(field: string) {
  return (error: unknown) => error instanceof ZodError && error.issues.some((issue) => issue.path[0] === field);
}

Deno.test("getSettings returns the defaults before anything is saved", () =>
  withKv(async (kv) => {
    const { settings, versionstamp } = await getSettings(kv);
    assert.equal(versionstamp, null);
    assert.deepEqual(settings, { ...DEFAULT_SETTINGS });
    assert.equal(settings.site_name, "Recetas Cubanas");
    assert.equal(settings.posts_per_page, 10);
    assert.equal(settings.category_base, "categoria");
    assert.equal(settings.post_base, "");
    assert.equal(settings.ai_tone, "professional");
  }));

Deno.test("missing or invalid stored values fall back to defaults", () =>
  withKv(async (kv) => {
    await kv.set(SETTINGS_KEY, {
      site_name: "Mi Cocina",
      posts_per_page: 500,
      ai_tone: "sarcastic",
      logo_url: "/l.png",
    });
    const { settings } = await getSettings(kv);
    assert.equal(settings.site_name, "Mi Cocina");
    assert.equal(settings.posts_per_page, 10);
    assert.equal(settings.ai_tone, "professional");
    assert.equal(settings.logo_url, "/l.png");
    assert.equal(settings.site_description, DEFAULT_SETTINGS.site_description);
  }));

Deno.test("updateSettings merges a patch, normalises bases and bumps the content version", () =>
  withKv(async (kv) => {
    const before = await readContentVersion(kv);
    const saved = await updateSettings(kv, {
      site_name: "  Sabor Cubano ",
      posts_per_page: 12,
      category_base: "/Recetas/",
      language: "en",
      unknown_field: "dropped",
    } as never);
    assert.equal(saved.settings.site_name, "Sabor Cubano");
    assert.equal(saved.settings.posts_per_page, 12);
    assert.equal(saved.settings.category_base, "recetas");
    assert.equal(saved.settings.language, "en");
    assert.equal("unknown_field" in saved.settings, false);
    assert.notEqual(await readContentVersion(kv), before);
    const read = await getSettings(kv);
    assert.deepEqual(read.settings, saved.settings);
    assert.equal(read.versionstamp, saved.versionstamp);
    const emptyBase = await updateSettings(kv, { category_base: "" });
    assert.equal(emptyBase.settings.category_base, "");
    assert.equal(emptyBase.settings.site_name, "Sabor Cubano");
  }));

Deno.test("validation: required names, page size 1-50, enums, base characters", () =>
  withKv(async (kv) => {
    await assert.rejects(() => updateSettings(kv, { site_name: " " }), fieldError("site_name"));
    await assert.rejects(() => updateSettings(kv, { site_description: "" }), fieldError("site_description"));
    await assert.rejects(() => updateSettings(kv, { posts_per_page: 0 }), fieldError("posts_per_page"));
    for (const notNumber of ["12", "0x5", [5], true]) {
      await assert.rejects(
        () => updateSettings(kv, { posts_per_page: notNumber as unknown as number }),
        fieldError("posts_per_page"),
      );
    }
    await assert.rejects(() => updateSettings(kv, { posts_per_page: 51 }), fieldError("posts_per_page"));
    await assert.rejects(() => updateSettings(kv, { language: "fr" as never }), fieldError("language"));
    await assert.rejects(() => updateSettings(kv, { ai_tone: "rude" as never }), fieldError("ai_tone"));
    await assert.rejects(
      () => updateSettings(kv, { category_base: "mis recetas" }),
      fieldError("category_base"),
    );
    await assert.rejects(() => updateSettings(kv, { ai_text_model: "" }), fieldError("ai_text_model"));
    await assert.rejects(
      () => updateSettings(kv, { logo_url: "javascript:alert(1)" }),
      fieldError("logo_url"),
    );
    assert.equal((await getSettings(kv)).versionstamp, null);
  }));

Deno.test("empty string or null clears nullable fields", () =>
  withKv(async (kv) => {
    await updateSettings(kv, {
      logo_url: "/media/logos/logo.webp",
      favicon_16_url: "https://cdn.example/f.webp",
    });
    const cleared = await updateSettings(kv, { logo_url: "", favicon_16_url: null });
    assert.equal(cleared.settings.logo_url, null);
    assert.equal(cleared.settings.favicon_16_url, null);
  }));

Deno.test("image model: required for openrouter, kept when empty for cloudflare", () =>
  withKv(async (kv) => {
    await assert.rejects(
      () => updateSettings(kv, { ai_image_model: "" }),
      (error: unknown) => error instanceof ValidationError && "ai_image_model" in error.fields,
    );
    const cf = await updateSettings(kv, { ai_image_provider: "cloudflare", ai_image_model: "" });
    assert.equal(cf.settings.ai_image_provider, "cloudflare");
    assert.equal(cf.settings.ai_image_model, DEFAULT_SETTINGS.ai_image_model);
  }));

Deno.test("a stale versionstamp is a conflict; the current one succeeds", () =>
  withKv(async (kv) => {
    const first = await updateSettings(kv, { site_name: "Uno" }, null);
    await assert.rejects(() => updateSettings(kv, { site_name: "Dos" }, null), ConflictError);
    const second = await updateSettings(kv, { site_name: "Dos" }, first.versionstamp);
    await assert.rejects(() => updateSettings(kv, { site_name: "Tres" }, first.versionstamp), ConflictError);
    assert.equal((await getSettings(kv)).settings.site_name, "Dos");
    assert.equal((await getSettings(kv)).versionstamp, second.versionstamp);
  }));

Deno.test("parallel unversioned patches of different fields all land", () =>
  withKv(async (kv) => {
    await Promise.all([
      updateSettings(kv, { site_name: "Nombre" }),
      updateSettings(kv, { posts_per_page: 20 }),
      updateSettings(kv, { ai_tone: "friendly" }),
      updateSettings(kv, { post_base: "receta" }),
    ]);
    const { settings } = await getSettings(kv);
    assert.equal(settings.site_name, "Nombre");
    assert.equal(settings.posts_per_page, 20);
    assert.equal(settings.ai_tone, "friendly");
    assert.equal(settings.post_base, "receta");
  }));

Deno.test("publicSettings never exposes AI fields", async () => {
  const kv = await Deno.openKv(":memory:");
  const { settings } = await getSettings(kv);
  kv.close();
  const visible = publicSettings(settings);
  assert.equal(Object.keys(visible).some((key) => key.startsWith("ai_")), false);
  assert.equal(visible.site_name, "Recetas Cubanas");
  assert.equal(visible.category_base, "categoria");
  assert.equal(visible.default_category_header_image, null);
});
