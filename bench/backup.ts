/**
 * Backup and restore times and sizes (`lib/services/backup/`): the demo store with its media, and a store of
 * `--posts=1000` synthetic posts (`synthetic_store.ts`) with one featured image each (a WebP made from a pattern of
 * `--image-kb=` raw kilobytes, default 40; the encoded size is printed). For each: `makeBackup` (online copy of the
 * store, media with checksums, manifest) and `restoreBackup` (every checksum checked, then store and media written)
 * into empty folders, in this process; then `npm run backup` and `npm run restore` as processes (Deno's start
 * included).
 *
 * Run: deno run --allow-all bench/backup.ts [--posts=1000] [--image-kb=40]
 */
import sharp from "sharp";
import { openCheckedStore } from "@/lib/db/store_check.ts";
import { MediaStore } from "@/lib/media/store.ts";
import type { MediaStorage } from "@/lib/config/media_storage.ts";
import { seedDemoContent } from "@/lib/seed/seed.ts";
import { makeBackup } from "@/lib/services/backup/make_backup.ts";
import { restoreBackup } from "@/lib/services/backup/restore.ts";
import { countOption } from "./options.ts";
import { seedSyntheticPosts } from "./synthetic_store.ts";

const POSTS = countOption("posts", 1000);
const IMAGE_KB = countOption("image-kb", 40);

const mib = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Wall time of `scripts/<name>.ts` run as its own process (Deno's start included). */
async function timeScript(name: string, args: string[], env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const run = await new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-all", new URL(`../scripts/${name}.ts`, import.meta.url).pathname, ...args],
    env,
    stdout: "null",
    stderr: "piped",
  }).output();
  if (!run.success) throw new Error(`npm run ${name} failed: ${new TextDecoder().decode(run.stderr)}`);
  return performance.now() - started;
}

async function measure(label: string, work: string, media: MediaStorage): Promise<void> {
  let started = performance.now();
  const backup = await makeBackup({ kvPath: `${work}/store.kv`, media, dir: `${work}/backups` });
  const backupMs = performance.now() - started;
  started = performance.now();
  const target = { kvPath: `${work}/restored/store.kv`, media: new MediaStore(`${work}/restored/media`) };
  await restoreBackup(backup.path, target);
  const restoreMs = performance.now() - started;
  const { manifest } = backup;
  const cliMs = await timeScript("backup", [`${work}/cli`], {
    KV_PATH: `${work}/store.kv`,
    MEDIA_DIR: `${work}/media`,
  });
  const restoreEnv = { KV_PATH: `${work}/cli-restored/store.kv`, MEDIA_DIR: `${work}/cli-restored/media` };
  const cliRestoreMs = await timeScript("restore", [backup.path], restoreEnv);
  console.log(
    `${label}: ${manifest.counts.posts} posts, ${manifest.store.keys} keys; store ${mib(manifest.store.bytes)}, ` +
      `media ${manifest.media.files} files ${mib(manifest.media.bytes)}, backup ${mib(backup.bytes)}; ` +
      `backup ${seconds(backupMs)}, restore ${seconds(restoreMs)}; as processes: npm run backup ${seconds(cliMs)}, ` +
      `npm run restore ${seconds(cliRestoreMs)}`,
  );
}

async function demo(): Promise<void> {
  const work = await Deno.makeTempDir({ prefix: "recetas-backup-bench-" });
  try {
    const media = new MediaStore(`${work}/media`);
    const kv = await openCheckedStore(`${work}/store.kv`);
    try {
      await seedDemoContent(kv, { media, log: () => {} });
    } finally {
      kv.close();
    }
    await measure("demo", work, media);
  } finally {
    await Deno.remove(work, { recursive: true });
  }
}

async function synthetic(): Promise<void> {
  const work = await Deno.makeTempDir({ prefix: "recetas-backup-bench-" });
  try {
    const media = new MediaStore(`${work}/media`);
    const side = Math.round(Math.sqrt(IMAGE_KB * 1024 / 3));
    const noise = Uint8Array.from({ length: side * side * 3 }, (_, i) => (i * 2654435761) >>> 24);
    const image = new Uint8Array(
      await sharp(noise, { raw: { width: side, height: side, channels: 3 } }).webp({ quality: 90 }).toBuffer(),
    );
    const kv = await openCheckedStore(`${work}/store.kv`);
    try {
      await seedSyntheticPosts(kv, POSTS, {
        categories: [{ name: "Platos fuertes" }, { name: "Carnes", parent: 0 }, { name: "Postres" }],
        fields: (p, n) => ({
          excerpt: p.excerpt,
          content: `<p>${p.body}</p>`,
          featured_image: `/media/posts/plato-${n}.webp`,
        }),
      });
    } finally {
      kv.close();
    }
    for (let n = 0; n < POSTS; n++) await media.write(`posts/plato-${n}.webp`, image);
    await measure(`${POSTS} posts`, work, media);
  } finally {
    await Deno.remove(work, { recursive: true });
  }
}

await demo();
await synthetic();
