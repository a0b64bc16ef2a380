import assert from "node:assert/strict";
import { ZodError } from "zod";
import { ConflictError } from "@/lib/errors.ts";
import {
  createMediaItem,
  deleteMediaItem,
  getMediaByUrl,
  getMediaItem,
  listMedia,
  MEDIA_VERSION_KEY,
} from "@/lib/db/media.ts";
import type { MediaItemInput } from "@/lib/schemas/media.ts";
import { withKv } from "@/tests/support/kv.ts";

/** Versionstamp of the media version (null before any item was written). */
async function mediaVersion(kv: Deno.Kv): Promise<string | null> {
  return (await kv.get(MEDIA_VERSION_KEY)).versionstamp;
}

function upload(name: string, extra: Partial<MediaItemInput> = {}): MediaItemInput {
  return {
    url: `/media/posts/${name}`,
    key: `posts/${name}`,
    filename: name,
    mime: "image/webp",
    size: 1234,
    width: 512,
    height: 512,
    ...extra,
  };
}

Deno.test("createMediaItem stores an image with defaults and image_url", () =>
  withKv(async (kv) => {
    const item = await createMediaItem(
      kv,
      upload("arroz.webp", { kind: "featured", post_id: "p1", post_title: "Arroz" }),
    );
    assert.equal(item.image_url, item.url);
    assert.equal(item.kind, "featured");
    assert.equal(item.alt, null);
    assert.deepEqual(await getMediaItem(kv, item.id), item);
    assert.deepEqual(await getMediaByUrl(kv, "/media/posts/arroz.webp"), item);
    assert.equal(await getMediaByUrl(kv, "/media/posts/missing.webp"), null);
    const pdf = await createMediaItem(kv, {
      ...upload("menu.pdf"),
      mime: "application/pdf",
      width: null,
      height: null,
    });
    assert.equal(pdf.image_url, null);
    assert.equal(pdf.kind, "other");
  }));

Deno.test("a duplicate URL is a conflict naming url", () =>
  withKv(async (kv) => {
    await createMediaItem(kv, upload("a.webp"));
    await assert.rejects(
      () => createMediaItem(kv, upload("a.webp")),
      (error: unknown) => error instanceof ConflictError && error.field === "url",
    );
  }));

Deno.test("storage keys must stay inside the media folder", () =>
  withKv(async (kv) => {
    for (const key of ["../etc/passwd", "/abs.webp", "posts//x.webp", "posts/./x.webp"]) {
      await assert.rejects(
        () => createMediaItem(kv, upload("x.webp", { key })),
        (error: unknown) => error instanceof ZodError && error.issues[0].path[0] === "key",
      );
    }
    await assert.rejects(
      () => createMediaItem(kv, upload("x.webp", { url: "javascript:alert(1)" })),
      (error: unknown) => error instanceof ZodError && error.issues[0].path[0] === "url",
    );
  }));

Deno.test("listMedia pages newest first with a cursor", () =>
  withKv(async (kv) => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await createMediaItem(kv, upload(`img-${i}.webp`))).id);
    const first = await listMedia(kv, { limit: 2 });
    assert.deepEqual(first.items.map((item) => item.id), [ids[4], ids[3]]);
    assert.ok(first.cursor);
    const second = await listMedia(kv, { limit: 2, cursor: first.cursor });
    assert.deepEqual(second.items.map((item) => item.id), [ids[2], ids[1]]);
    const third = await listMedia(kv, { limit: 2, cursor: second.cursor! });
    assert.deepEqual(third.items.map((item) => item.id), [ids[0]]);
    assert.equal(third.cursor, null);
    assert.equal((await listMedia(kv)).items.length, 5);
  }));

Deno.test("deleteMediaItem removes the item and its URL entry; creations and deletions rewrite the media version", () =>
  withKv(async (kv) => {
    assert.equal(await mediaVersion(kv), null);
    const item = await createMediaItem(kv, upload("a.webp", { post_id: "p1" }));
    const created = await mediaVersion(kv);
    assert.ok(created, "a creation writes the media version");
    assert.deepEqual(await deleteMediaItem(kv, item.id), item);
    assert.equal(await getMediaItem(kv, item.id), null);
    assert.equal(await getMediaByUrl(kv, item.url), null);
    const deleted = await mediaVersion(kv);
    assert.notEqual(deleted, created, "a deletion writes it too");
    assert.equal(await deleteMediaItem(kv, item.id), null);
    assert.equal(await mediaVersion(kv), deleted, "deleting nothing leaves it");
    const again = await createMediaItem(kv, upload("a.webp"));
    assert.equal(again.url, item.url);
  }));
