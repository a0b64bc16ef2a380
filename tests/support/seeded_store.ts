/**
 * The demo content seeded once per test process: the first site that asks for it seeds a store and a media folder
 * of its own (the real start: store migrations, then the start-up jobs: first admin, demo seed), and every site that asks for
 * the demo content starts on a copy of them, as `npm start` does on a store it seeded before. Seeding draws and
 * encodes every demo picture through the upload pipeline, which costs seconds each time.
 */
import { openCheckedStore } from "@/lib/db/store_check.ts";
import { MediaStore } from "@/lib/media/store.ts";
import { runStartupJobs } from "@/lib/startup_jobs.ts";
import { migrateStore } from "@/lib/store_migrations.ts";
import { startVersionMaker } from "@/lib/services/image_versions.ts";

/** The template's folder: `store.kv` and `media/`. */
let template: Promise<string> | null = null;

async function seedTemplate(admin: { email: string; password: string }): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "recetas-seeded-" });
  globalThis.addEventListener("unload", () => {
    try {
      Deno.removeSync(dir, { recursive: true });
    } catch {
      // Already gone.
    }
  });
  const kv = await openCheckedStore(`${dir}/store.kv`);
  try {
    await migrateStore(kv);
    const media = new MediaStore(`${dir}/media`);
    await runStartupJobs(kv, { media, admin, seedDemo: true, log: () => {} });
    // The demo pictures' search-engine versions, made once here rather than in every site started from a copy.
    const versions = startVersionMaker(kv, media);
    await versions.runNow();
    await versions.stop();
  } finally {
    kv.close();
  }
  return dir;
}

async function copyTree(from: string, to: string): Promise<void> {
  await Deno.mkdir(to, { recursive: true });
  for await (const entry of Deno.readDir(from)) {
    if (entry.isDirectory) await copyTree(`${from}/${entry.name}`, `${to}/${entry.name}`);
    else if (entry.isFile) await Deno.copyFile(`${from}/${entry.name}`, `${to}/${entry.name}`);
  }
}

/**
 * Fills `dir` with a copy of the demo-seeded store (`store.kv` and its side files) and media folder (`media/`),
 * seeding the template first when this process has none. A failed seed is not kept: the next call tries again.
 */
export async function copySeededStore(dir: string, admin: { email: string; password: string }): Promise<void> {
  template ??= seedTemplate(admin).catch((error) => {
    template = null;
    throw error;
  });
  const from = await template;
  await copyTree(from, dir);
}
