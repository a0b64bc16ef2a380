import assert from "node:assert/strict";
import { createMediaItem, deleteMediaItem } from "./media.ts";
import { indexExistingMedia, MEDIA_BY_KEY_PREFIX, MEDIA_VERSION_KEY, mediaByKeyKey } from "./media_index.ts";
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

const version = async (kv: Deno.Kv) => (await kv.get(MEDIA_VERSION_KEY)).versionstamp;

/** Ids the storage-key index holds for `keys` (keys without an entry left out). */
async function mediaIdsForKeys(kv: Deno.Kv, keys: string[]): Promise<string[]> {
  const entries = await Promise.all(keys.map((key) => kv.get<string>(mediaByKeyKey(key))));
  return entries.flatMap((entry) => entry.value ? [entry.value] : []);
}

async function keysUnder(kv: Deno.Kv, prefix: Deno.KvKey): Promise<number> {
  let n = 0;
  for await (const _ of kv.list({ prefix })) n++;
  return n;
}

Deno.test("the storage-key index and the media version follow creations and deletions", () =>
  withKv(async (kv) => {
    assert.equal(await version(kv), null);
    const item = await upload(kv, "ropa-vieja.webp", "Ropa vieja");
    const created = await version(kv);
    assert.ok(created, "a creation writes the media version");
    const vaca = await upload(kv, "vaca-frita.webp", "Vaca frita");
    assert.deepEqual(await mediaIdsForKeys(kv, [item.key, "missing/key.webp", vaca.key]), [item.id, vaca.id]);
    assert.equal(await keysUnder(kv, MEDIA_BY_KEY_PREFIX), 2);
    const before = await version(kv);
    await deleteMediaItem(kv, item.id);
    assert.notEqual(await version(kv), before, "a deletion writes it too");
    assert.deepEqual(await mediaIdsForKeys(kv, [item.key]), []);
    assert.equal(await keysUnder(kv, MEDIA_BY_KEY_PREFIX), 1);
  }));

Deno.test("migration: items stored before the index are indexed; run again, it writes nothing twice", () =>
  withKv(async (kv) => {
    const items = [await upload(kv, "tostones.webp", "Tostones"), await upload(kv, "mojito.webp", "Mojito")];
    await kv.delete(mediaByKeyKey(items[1].key));
    const renew = () => Promise.resolve();
    assert.equal(await indexExistingMedia(kv, renew), 1, "only the missing entry is written");
    assert.deepEqual(await mediaIdsForKeys(kv, items.map((item) => item.key)), items.map((item) => item.id));
    const before = await version(kv);
    assert.equal(await indexExistingMedia(kv, renew), 0, "a second run (after a crash) writes nothing");
    assert.equal(await version(kv), before);
    assert.equal(await keysUnder(kv, MEDIA_BY_KEY_PREFIX), 2);
  }));
