import assert from "node:assert/strict";
import { createMediaItem, deleteMediaItem } from "./media.ts";
import {
  ensureMediaIndex,
  MEDIA_BY_KEY_PREFIX,
  MEDIA_INDEX_LEASE_MS,
  MEDIA_INDEX_MARKER,
  MEDIA_VERSION_KEY,
  mediaIdsForKeys,
} from "./media_index.ts";
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

Deno.test("items stored before the index are indexed once at start; a stale claim is taken over", () =>
  withKv(async (kv) => {
    const items = [await upload(kv, "tostones.webp", "Tostones"), await upload(kv, "mojito.webp", "Mojito")];
    const wipe = kv.atomic();
    for await (const entry of kv.list({ prefix: MEDIA_BY_KEY_PREFIX })) wipe.delete(entry.key);
    const startedAt = Date.now();
    wipe.set(MEDIA_INDEX_MARKER, { state: "building", at: new Date(startedAt).toISOString() });
    await wipe.commit();
    assert.equal(await ensureMediaIndex(kv), 0, "a live claim: another process is building");
    assert.deepEqual(await mediaIdsForKeys(kv, [items[0].key]), []);
    const later = () => startedAt + MEDIA_INDEX_LEASE_MS + 1;
    assert.equal(await ensureMediaIndex(kv, later), 2, "the stale claim is taken over");
    assert.deepEqual(await mediaIdsForKeys(kv, items.map((item) => item.key)), items.map((item) => item.id));
    assert.equal(await ensureMediaIndex(kv, later), 0, "done");
    await kv.delete(MEDIA_INDEX_MARKER);
    assert.equal(await ensureMediaIndex(kv), 0, "items already indexed are not written twice");
    assert.equal(await keysUnder(kv, MEDIA_BY_KEY_PREFIX), 2);
  }));
