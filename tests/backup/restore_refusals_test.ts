/**
 * What a restore refuses before writing anything (non-empty targets, a file that does not match its checksum, a
 * backup of a newer store format, a folder that is no backup), and backups of a bucket restored into another bucket.
 */
import assert from "node:assert/strict";
import { openCheckedStore } from "@/lib/db/store_check.ts";
import { STORE_FORMAT } from "@/lib/db/store_check.ts";
import { MediaStore } from "@/lib/media/store.ts";
import { S3MediaStore } from "@/lib/media/s3_store.ts";
import type { MediaStorage } from "@/lib/config/media_storage.ts";
import { makeBackup } from "@/lib/services/backup/make_backup.ts";
import { readManifest } from "@/lib/services/backup/manifest.ts";
import { restoreBackup, RestoreRefusedError } from "@/lib/services/backup/restore.ts";
import { restoreCommand } from "@/lib/services/backup/commands.ts";
import { configFrom } from "@/lib/config.ts";
import { gradientImage } from "../media/images.ts";
import { S3RVER_CREDENTIALS, startS3Server } from "../media/s3_server.ts";

/** A small store (marker, a few records) and two images, backed up; returns the backup folder. */
async function smallBackup(work: string, media: MediaStorage = new MediaStore(`${work}/media`)): Promise<string> {
  const kv = await openCheckedStore(`${work}/store.kv`);
  try {
    for (let i = 0; i < 20; i++) await kv.set(["posts", `p${i}`], { title: `Receta ${i}` });
    await kv.set(["users", "u1"], { email: "a@example.test" });
  } finally {
    kv.close();
  }
  await media.write("posts/uno.png", await gradientImage(40, 30));
  await media.write("logos/dos.webp", await gradientImage(20, 20, "webp"));
  const { path } = await makeBackup({ kvPath: `${work}/store.kv`, media, dir: `${work}/backups` });
  return path;
}

async function withWork(fn: (work: string) => Promise<void>): Promise<void> {
  const work = await Deno.makeTempDir({ prefix: "recetas-restore-test-" });
  try {
    await fn(work);
  } finally {
    await Deno.remove(work, { recursive: true });
  }
}

async function refusal(promise: Promise<unknown>, pattern: RegExp): Promise<void> {
  await assert.rejects(promise, (error: Error) => {
    assert.ok(error instanceof RestoreRefusedError, String(error));
    assert.match(error.message, pattern);
    return true;
  });
}

const isMissing = (path: string) => Deno.stat(path).then(() => false, () => true);

Deno.test("restore: the manifest lists every file with its checksum and the counts of records", async () => {
  await withWork(async (work) => {
    const backup = await smallBackup(work);
    assert.match(backup, /\/recetas-\d{8}T\d{6}Z$/);
    const manifest = await readManifest(backup);
    assert.equal(manifest.app, "recetas-cubanas");
    assert.equal(manifest.app_version, "1.0.0");
    assert.equal(manifest.format, STORE_FORMAT);
    assert.equal(manifest.counts.posts, 20);
    assert.equal(manifest.counts.users, 1);
    assert.equal(manifest.store.keys, 22); // the records and the store marker
    assert.deepEqual(manifest.files.map((file) => file.path), [
      "store.kv",
      "media/logos/dos.webp",
      "media/posts/uno.png",
    ]);
    assert.equal(manifest.media.files, 2);
    // No partial folder is left behind, and the store copy is one self-contained file.
    const names = [];
    for await (const entry of Deno.readDir(`${work}/backups`)) names.push(entry.name);
    assert.equal(names.length, 1);
    assert.ok(await isMissing(`${backup}/store.kv-wal`));
    // Only its owner may read it (password hashes and sessions are in the store).
    assert.equal((await Deno.stat(backup)).mode! & 0o777, 0o700);
  });
});

Deno.test("restore: refuses a non-empty store file or media folder, writing nothing", async () => {
  await withWork(async (work) => {
    const backup = await smallBackup(work);
    // The original store is not empty.
    const emptyMedia = new MediaStore(`${work}/other-media`);
    await refusal(restoreBackup(backup, { kvPath: `${work}/store.kv`, media: emptyMedia }), /KV_PATH=.* is not empty/);
    assert.deepEqual(await emptyMedia.list(), []);
    // The media folder is not empty.
    const kvPath = `${work}/new/store.kv`;
    await refusal(
      restoreBackup(backup, { kvPath, media: new MediaStore(`${work}/media`) }),
      /media storage .* not empty/,
    );
    assert.ok(await isMissing(kvPath));
    // An empty file (as left by a failed start) counts as empty.
    await Deno.mkdir(`${work}/new`);
    await Deno.writeFile(kvPath, new Uint8Array(0));
    const result = await restoreBackup(backup, { kvPath, media: emptyMedia });
    assert.equal(result.mediaFiles, 2);
    const kv = await openCheckedStore(kvPath);
    try {
      assert.deepEqual((await kv.get(["posts", "p7"])).value, { title: "Receta 7" });
    } finally {
      kv.close();
    }
  });
});

Deno.test("restore: a changed file is refused by name before anything is written", async () => {
  await withWork(async (work) => {
    const backup = await smallBackup(work);
    const target = { kvPath: `${work}/target/store.kv`, media: new MediaStore(`${work}/target/media`) };
    for (const path of ["media/posts/uno.png", "store.kv"]) {
      const original = await Deno.readFile(`${backup}/${path}`);
      const damaged = original.slice();
      damaged[damaged.length - 10] ^= 0xff;
      await Deno.writeFile(`${backup}/${path}`, damaged);
      await refusal(restoreBackup(backup, target), new RegExp(`^${path} in .* does not match its checksum`));
      assert.ok(await isMissing(target.kvPath));
      assert.deepEqual(await target.media.list(), []);
      await Deno.writeFile(`${backup}/${path}`, original);
    }
    await Deno.remove(`${backup}/media/logos/dos.webp`);
    await refusal(restoreBackup(backup, target), /media\/logos\/dos\.webp is missing/);
  });
});

Deno.test("restore: a backup of a newer store format, another app's, or no backup at all is refused", async () => {
  await withWork(async (work) => {
    const backup = await smallBackup(work);
    const target = { kvPath: `${work}/target/store.kv`, media: new MediaStore(`${work}/target/media`) };
    const manifest = await Deno.readTextFile(`${backup}/manifest.json`);
    const edit = (change: Record<string, unknown>) =>
      Deno.writeTextFile(`${backup}/manifest.json`, JSON.stringify({ ...JSON.parse(manifest), ...change }));
    await edit({ format: STORE_FORMAT + 1 });
    await refusal(
      restoreBackup(backup, target),
      new RegExp(
        `newer version of the site \\(store format ${
          STORE_FORMAT + 1
        }, app [^)]*\\); this version reads format ${STORE_FORMAT}`,
      ),
    );
    await edit({ app: "otra-app" });
    await refusal(restoreBackup(backup, target), /another app/);
    await Deno.writeTextFile(`${backup}/manifest.json`, "{ not json");
    await refusal(restoreBackup(backup, target), /not JSON/);
    await refusal(restoreBackup(work, target), /has no manifest\.json/);
    assert.ok(await isMissing(target.kvPath));
    // The command prints one line and exits with 1.
    const lines: string[] = [];
    const out = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
    const config = configFrom({ KV_PATH: target.kvPath, MEDIA_DIR: `${work}/target/media` });
    assert.equal(await restoreCommand([work], config, out), 1);
    assert.match(lines.join("\n"), /^Restore refused: .* has no manifest\.json$/);
    assert.equal(await restoreCommand([], config, out), 2);
  });
});

Deno.test("backup and restore of media in a bucket: every object back under another prefix, byte for byte", async () => {
  const s3 = await startS3Server();
  try {
    await withWork(async (work) => {
      const options = { endpoint: s3.endpoint, bucket: s3.bucket, ...S3RVER_CREDENTIALS };
      const source = new S3MediaStore({ ...options, prefix: "sitio" });
      const backup = await smallBackup(work, source);
      const target = new S3MediaStore({ ...options, prefix: "restaurado" });
      await refusal(restoreBackup(backup, { kvPath: `${work}/t/store.kv`, media: source }), /s3:\/\/.* not empty/);
      const result = await restoreBackup(backup, { kvPath: `${work}/t/store.kv`, media: target });
      assert.equal(result.mediaFiles, 2);
      assert.deepEqual(await target.list(), await source.list());
      for (const key of await source.list()) assert.deepEqual(await target.read(key), await source.read(key));
    });
  } finally {
    await s3.close();
  }
});
