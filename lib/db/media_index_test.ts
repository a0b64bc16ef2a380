import assert from "node:assert/strict";
import { createMediaItem, deleteMediaItem } from "./media.ts";
import {
  ensureMediaIndex,
  MEDIA_BY_KEY_PREFIX,
  MEDIA_INDEX_LEASE_MS,
  MEDIA_INDEX_MARKER,
  MEDIA_WORD_PREFIX,
  mediaIdsForKeys,
  searchMediaNames,
} from "./media_index.ts";
import { searchWords } from "../text/title_words.ts";
import type { MediaItem } from "../schemas/media.ts";
import { withKv } from "@/tests/support/kv.ts";

function upload(kv: Deno.Kv, name: string, alt: string | null, postTitle: string | null = null): Promise<MediaItem> {
  const key = `uploads/${name}`;
  return createMediaItem(kv, {
    url: `/media/${key}`,
    key,
    filename: name,
    mime: "image/webp",
    size: 10,
    kind: "content",
    alt,
    post_title: postTitle,
  });
}

const find = (kv: Deno.Kv, query: string) => searchMediaNames(kv, searchWords(query));

async function keysUnder(kv: Deno.Kv, prefix: Deno.KvKey): Promise<number> {
  let n = 0;
  for await (const _ of kv.list({ prefix })) n++;
  return n;
}

Deno.test("the media name index lists new items under word beginnings, accents and case ignored", () =>
  withKv(async (kv) => {
    const yuca = await upload(kv, "yuca-con-mojo.webp", "Yuca con mojo criollo");
    const flan = await upload(kv, "IMG_001.webp", "Flan de coco", "Postres de la Abuela");
    const platanos = await upload(kv, "plátanos-maduros.webp", null);
    assert.deepEqual(await find(kv, "YUCA"), [yuca.id]);
    assert.deepEqual(await find(kv, "crio"), [yuca.id], "alt text");
    assert.deepEqual(await find(kv, "img"), [flan.id], "file name");
    assert.deepEqual(await find(kv, "abuela"), [flan.id], "the upload post's title");
    assert.deepEqual(await find(kv, "platano"), [platanos.id], "accents folded");
    assert.deepEqual(await find(kv, "co"), [flan.id, yuca.id], "newest first");
    assert.deepEqual(await find(kv, "coco flan"), [flan.id], "every word must match");
    assert.deepEqual(await find(kv, "con flan"), []);
    assert.deepEqual(await find(kv, "ojo"), [], "beginnings only");
    assert.deepEqual(await mediaIdsForKeys(kv, [yuca.key, "missing/key.webp"]), [yuca.id]);
  }));

Deno.test("deleting an item removes its index keys in the same write", () =>
  withKv(async (kv) => {
    const item = await upload(kv, "ropa-vieja.webp", "Ropa vieja");
    await upload(kv, "vaca-frita.webp", "Vaca frita");
    assert.equal(await keysUnder(kv, MEDIA_BY_KEY_PREFIX), 2);
    await deleteMediaItem(kv, item.id);
    assert.deepEqual(await find(kv, "ropa"), []);
    assert.deepEqual(await mediaIdsForKeys(kv, [item.key]), []);
    assert.equal(await keysUnder(kv, MEDIA_BY_KEY_PREFIX), 1);
    const vaca = await find(kv, "vaca");
    await deleteMediaItem(kv, vaca[0]);
    assert.equal(await keysUnder(kv, MEDIA_WORD_PREFIX), 0, "no word key is left behind");
  }));

Deno.test("an item with too many word beginnings is listed under the overflow prefix and still found", () =>
  withKv(async (kv) => {
    const words = Array.from({ length: 26 }, (_, i) => `${String.fromCharCode(97 + i)}bcdefghij`);
    const item = await upload(kv, "larga.webp", words.join(" "));
    assert.deepEqual(await find(kv, "XBCDEF"), [item.id]);
    assert.deepEqual(await find(kv, "larga"), [item.id]);
    assert.ok(await keysUnder(kv, MEDIA_WORD_PREFIX) <= 1);
  }));

Deno.test("items stored before the index are indexed once at start; a stale claim is taken over", () =>
  withKv(async (kv) => {
    const items = [await upload(kv, "tostones.webp", "Tostones"), await upload(kv, "mojito.webp", "Mojito")];
    const wipe = kv.atomic();
    for (const prefix of [MEDIA_WORD_PREFIX, MEDIA_BY_KEY_PREFIX]) {
      for await (const entry of kv.list({ prefix })) wipe.delete(entry.key);
    }
    const startedAt = Date.now();
    wipe.set(MEDIA_INDEX_MARKER, { state: "building", at: new Date(startedAt).toISOString() });
    await wipe.commit();
    assert.equal(await ensureMediaIndex(kv), 0, "a live claim: another process is building");
    assert.deepEqual(await find(kv, "tostones"), []);
    const later = () => startedAt + MEDIA_INDEX_LEASE_MS + 1;
    assert.equal(await ensureMediaIndex(kv, later), 2, "the stale claim is taken over");
    assert.deepEqual(await find(kv, "tostones"), [items[0].id]);
    assert.deepEqual(await find(kv, "moji"), [items[1].id]);
    assert.equal(await ensureMediaIndex(kv, later), 0, "done");
    await kv.delete(MEDIA_INDEX_MARKER);
    assert.equal(await ensureMediaIndex(kv), 0, "items already indexed are not written twice");
    assert.equal(await keysUnder(kv, MEDIA_BY_KEY_PREFIX), 2);
  }));
