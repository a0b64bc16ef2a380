/**
 * The background maker of featured images' versions: its queue lives in the store (a featured upload queued in a
 * process that stopped is made by the next one), a live claim of another process is left alone until its lease runs
 * out, and an item that cannot be made is retried, then given up and recorded as having none. Clocks are injected.
 */
import assert from "node:assert/strict";
import { getMediaItem } from "@/lib/db/media.ts";
import { claimDueVersions, versionsDueKey } from "@/lib/db/media_versions.ts";
import { openCheckedStore } from "@/lib/db/store_check.ts";
import { MediaStore } from "@/lib/media/store.ts";
import { storeUpload } from "@/lib/media/store_upload.ts";
import { startVersionMaker, VERSIONS_QUIET_MS } from "@/lib/services/image_versions.ts";
import { idTime } from "@/lib/ids.ts";
import { jpegWithExif } from "./images.ts";

const NEVER = { set: () => 0, clear: () => {} };

Deno.test("queued versions survive a restart, wait for another process's lease, then are made once", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-versions-" });
  const media = new MediaStore(`${dir}/media`);
  try {
    let kv = await openCheckedStore(`${dir}/store.kv`);
    const upload = await storeUpload(kv, media, {
      bytes: await jpegWithExif(1200, 800),
      type: "featured",
      alt: "Ropa vieja",
    });
    const id = upload.media[0].id;
    const item = (await getMediaItem(kv, id))!;
    assert.equal(item.variants, undefined, "nothing made inside the upload");
    const kept = await media.read(item.original!.key);
    assert.equal(new TextDecoder("latin1").decode(kept).includes("Exif"), false, "the kept upload has no metadata");
    kv.close();

    kv = await openCheckedStore(`${dir}/store.kv`);
    const t0 = 1_000_000;
    assert.ok(await claimDueVersions(kv, id, "other process", t0, 60_000));
    let now = t0 + 1_000;
    const maker = startVersionMaker(kv, media, { now: () => now, timer: NEVER, leaseMs: 60_000 });
    assert.deepEqual(await maker.runNow(), [], "another process holds it");
    assert.equal((await getMediaItem(kv, id))!.variants, undefined);
    now = t0 + 60_001;
    assert.deepEqual(await maker.runNow(), [id], "its lease ran out");
    assert.deepEqual(await maker.runNow(), [], "made once");
    await maker.stop();
    const made = (await getMediaItem(kv, id))!.variants!;
    assert.deepEqual(made.map((v) => `${v.ratio} ${v.width}x${v.height}`), [
      "16x9 1200x675",
      "4x3 1066x800",
      "1x1 800x800",
      "card 800x600",
      "2x3 533x800",
    ]);
    for (const variant of made) assert.ok(await media.exists(variant.key), variant.key);
    assert.equal((await kv.get(versionsDueKey(id))).value, null);
    kv.close();
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("an item whose versions cannot be made is retried, then given up and recorded as having none", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-versions-" });
  const media = new MediaStore(`${dir}/media`);
  const kv = await openCheckedStore(`${dir}/store.kv`);
  try {
    const upload = await storeUpload(kv, media, { bytes: await jpegWithExif(800, 600), type: "featured", alt: "Flan" });
    const id = upload.media[0].id;
    await media.remove((await getMediaItem(kv, id))!.original!.key);
    let now = 5_000_000;
    const logged: string[] = [];
    const maker = startVersionMaker(kv, media, {
      now: () => now,
      timer: NEVER,
      leaseMs: 60_000,
      log: (line) => logged.push(line),
    });
    await maker.runNow();
    assert.equal(logged.length, 1);
    assert.match(logged[0], /will retry/);
    assert.deepEqual(await maker.runNow(), [], "not before its pause");
    assert.equal(logged.length, 1);
    for (let i = 0; i < 2; i++) {
      now += 60_000;
      await maker.runNow();
    }
    await maker.stop();
    assert.match(logged.at(-1)!, /given up/);
    assert.equal(logged.length, 3);
    assert.deepEqual((await getMediaItem(kv, id))!.variants, [], "recorded as none: its page does not queue it again");
    assert.equal((await kv.get(versionsDueKey(id))).value, null);
  } finally {
    kv.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("the maker waits while featured images keep coming, then makes them; runNow does not wait", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-versions-" });
  const media = new MediaStore(`${dir}/media`);
  const kv = await openCheckedStore(`${dir}/store.kv`);
  try {
    const upload = () => storeUpload(kv, media, { bytes: jpegBytes, type: "featured", alt: "Tostones" });
    const jpegBytes = await jpegWithExif(800, 600);
    const first = (await upload()).media[0].id;
    const queuedAt = Date.now();
    let now = queuedAt;
    const armed: number[] = [];
    const timer = { set: (_run: () => void, ms: number) => armed.push(ms), clear: () => {} };
    const maker = startVersionMaker(kv, media, { now: () => now, timer, leaseMs: 60_000 });
    await maker.runNow();
    assert.equal((await getMediaItem(kv, first))!.variants?.length, 5, "runNow makes it at once");
    const second = (await upload()).media[0].id;
    now = idTime(second) + 1_000;
    await maker.stop();
    /** Starts a maker, lets its first run (the one at start, not `runNow`) end, and stops it. */
    const firstRun = async () => {
      const before = armed.length;
      const started = startVersionMaker(kv, media, { now: () => now, timer, leaseMs: 60_000 });
      while (armed.length === before) await new Promise((resolve) => setTimeout(resolve, 10));
      await started.stop();
    };
    await firstRun();
    assert.equal((await getMediaItem(kv, second))!.variants, undefined, "not while uploads are coming");
    assert.equal(
      armed.at(-1),
      VERSIONS_QUIET_MS - 1_000,
      "it looks again when the uploads have been quiet long enough",
    );
    now = idTime(second) + VERSIONS_QUIET_MS;
    await firstRun();
    assert.equal((await getMediaItem(kv, second))!.variants?.length, 5, "made once the uploads stopped");
  } finally {
    kv.close();
    await Deno.remove(dir, { recursive: true });
  }
});
