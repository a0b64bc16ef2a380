/**
 * What every start does after the store's migrations (`lib/store_migrations.ts`, run first by `startApp`), in the
 * order it runs: the first admin, category deletions cut short, the demo content. Work done once per store belongs in
 * a migration instead. Every job may run on every start and in several processes at once (a process that finds
 * another one seeding waits for that seed, so none serves a half-filled store).
 */
import { ensureAdminUser } from "./auth/bootstrap_admin.ts";
import type { ScryptParams } from "./process/password.ts";
import { resumeCategoryDeletions } from "./db/category_deletions.ts";
import type { MediaStorage } from "./config/media_storage.ts";
import { seedDemoContent, type SeedSummary } from "./seed/seed.ts";
import { seedUnderWay } from "./seed/seed_claim.ts";

/** How often a process waiting for another one's demo seed looks at the seed marker again. */
const SEED_WAIT_POLL_MS = 250;

/** What the start-up jobs are given. */
export interface StartupOptions {
  media: MediaStorage;
  /** First admin, created only when the store has no users (unset fields come from the environment). */
  admin?: { email?: string; password?: string; hashParams?: ScryptParams };
  /** Load the demo content into an empty store. */
  seedDemo?: boolean;
  /** Where start-up notices go (the generated admin password, the seed summary). */
  log: (message: string) => void;
}

/** What the start-up jobs report back. */
export interface StartupResults {
  /** What the demo seed loaded (null when it did not run). */
  seeded: SeedSummary | null;
}

/** One start-up job: its name and what it does. */
export interface StartupJob {
  name: string;
  run: (kv: Deno.Kv, options: StartupOptions, results: StartupResults) => Promise<unknown>;
}

/** The start-up jobs, in the order they run. */
export const STARTUP_JOBS: readonly StartupJob[] = [
  { name: "admin bootstrap", run: (kv, { admin, log }) => ensureAdminUser(kv, { ...admin, log }) },
  { name: "category-deletion resume", run: (kv) => resumeCategoryDeletions(kv) },
  {
    name: "demo seed",
    run: async (kv, { seedDemo, media, log }, results) => {
      if (!seedDemo) return;
      results.seeded = await seedOrWait(kv, media, log);
      if (results.seeded) {
        log(`Demo content loaded: ${results.seeded.posts} posts, ${results.seeded.categories} categories.`);
      }
    },
  },
];

/**
 * Seeds an empty store, or, while another process is seeding it, waits until that seed is done (taking it over if
 * that process dies: its claim goes stale), so no process serves a half-seeded store.
 */
async function seedOrWait(kv: Deno.Kv, media: MediaStorage, log: (message: string) => void) {
  let seeded = await seedDemoContent(kv, { media, log });
  let told = false;
  while (seeded === null && await seedUnderWay(kv)) {
    if (!told) log("Another process is loading the demo content; waiting for it.");
    told = true;
    await new Promise((resolve) => setTimeout(resolve, SEED_WAIT_POLL_MS));
    seeded = await seedDemoContent(kv, { media, log });
  }
  return seeded;
}

/** Runs `jobs` (default {@link STARTUP_JOBS}) one after the other; the first that throws stops the start. */
export async function runStartupJobs(
  kv: Deno.Kv,
  options: StartupOptions,
  jobs: readonly StartupJob[] = STARTUP_JOBS,
): Promise<StartupResults> {
  const results: StartupResults = { seeded: null };
  for (const job of jobs) await job.run(kv, options, results);
  return results;
}
