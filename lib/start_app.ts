/**
 * Everything a running site needs, in one place: the store, the media
 * storage, the first admin, the demo content and the Hono app, all from one
 * {@link AppConfig} read at start. `main.ts` (through `serve_site.ts`), the
 * tests' `startSite` and the benchmarks all start the site through here.
 */
import { createServerApp, type ServerApp } from "./app.ts";
import type { ScryptParams } from "./process/password.ts";
import type { AppConfig } from "./config.ts";
import type { StoreCleanups } from "./db/migrations/cleanups.ts";
import type { AppliedMigration } from "./db/migrations/run_migrations.ts";
import { openCheckedStore } from "./db/store_check.ts";
import type { Timer } from "./process/due_loop.ts";
import type { ReadinessProbe } from "./process/readiness_report.ts";
import type { StartStep } from "./http/preparing.ts";
import { openMediaStorage } from "./media/open_storage.ts";
import type { MediaStorage } from "./config/media_storage.ts";
import type { SeedSummary } from "./seed/seed.ts";
import {
  type PublisherOptions,
  type ScheduledPublisher,
  startScheduledPublisher,
} from "./services/scheduled_publisher.ts";
import { startVersionMaker, type VersionMaker, type VersionMakerOptions } from "./services/image_versions.ts";
import { type BackupSchedule, type BackupScheduleOptions, startBackupSchedule } from "./services/backup/schedule.ts";
import { readinessProbe } from "./services/readiness.ts";
import { ContentState } from "./snapshot/content_state.ts";
import { runStartupJobs, STARTUP_JOBS, type StartupJob } from "./startup_jobs.ts";
import { migrateStore, startCleanups } from "./store_migrations.ts";

/** What {@link startApp} takes besides the configuration. */
export interface StartAppOptions {
  /** Media storage (default: the one `config.media` names). */
  media?: MediaStorage;
  /** Serve the production build (default `config.production`). */
  production?: boolean;
  /** URLs per sitemap page (tests use a few). */
  sitemapPageSize?: number;
  /** scrypt parameters of the first admin's password (tests use cheap ones). */
  hashParams?: ScryptParams;
  /** The start-up jobs to run (default {@link STARTUP_JOBS}). */
  startupJobs?: readonly StartupJob[];
  /** The clock of day-bound rules (tests inject one; default `Date.now`). */
  now?: () => number;
  /** Where start-up notices go (the generated admin password, the seed summary). */
  log?: (message: string) => void;
  /** Clock, timer and interval of the scheduled-post publisher (tests drive them; the clock defaults to `now`). */
  publisher?: PublisherOptions;
  /** Clock, timer and interval of the image-version maker (tests drive them; the clock defaults to `now`). */
  versions?: VersionMakerOptions;
  /** Clock and timer of the background store cleanups (tests drive them; the clock defaults to `now`). */
  cleanups?: { now?: () => number; timer?: Timer };
  /** Clock and timer of the backup schedule (tests drive them). */
  backupSchedule?: Pick<BackupScheduleOptions, "now" | "timer" | "checkMs">;
  /** Told each step of the start as it begins (what `/readyz` names while the site prepares). */
  onStep?: (step: StartStep) => void;
  /** True once the process is stopping: `/readyz` then answers 503 (`lib/serve_site.ts`). */
  draining?: () => boolean;
}

/** A started site: its store, media storage, app, what the start did, its publisher, store cleanups and backups. */
export interface StartedApp extends ServerApp {
  kv: Deno.Kv;
  media: MediaStorage;
  seeded: SeedSummary | null;
  /** The store migrations this process applied (empty when none was pending or another process applied them). */
  migrated: AppliedMigration[];
  /** Publishes scheduled drafts when due; stop it before closing `kv`. */
  publisher: ScheduledPublisher;
  /** Makes featured images' search-engine versions in the background; stop it before closing `kv`. */
  versions: VersionMaker;
  /** Runs the store cleanups when due (`lib/store_migrations.ts`); stop it before closing `kv`. */
  cleanups: StoreCleanups;
  /** Scheduled backups (`BACKUP_EVERY`), or null when there is no schedule; stop it before closing `kv`. */
  backups: BackupSchedule | null;
  /** Stops the publisher, the version maker, the store cleanups and the backup schedule, each at a safe point; call before closing `kv`. */
  stopJobs(): Promise<void>;
  /** What `/readyz` answers: the store file, the snapshot and the media checks (`services/readiness.ts`). */
  readiness: ReadinessProbe;
}

/**
 * Opens the store at `config.kvPath` (refusing one that is not this site's, or of a newer format, with a
 * `StoreRefusedError`), applies its pending migrations or waits while another process does (`store_migrations.ts`),
 * runs the start-up jobs in order (`startup_jobs.ts`: first admin, deletions cut short, demo seed when asked), builds
 * the app, and starts the scheduled-post publisher (`services/scheduled_publisher.ts`), the image-version maker
 * (`services/image_versions.ts`) and the background store
 * cleanups, and the backup schedule when `BACKUP_EVERY` is set (`services/backup/schedule.ts`); the caller
 * serves `app.fetch`. Nothing is served before the migrations and jobs are done.
 */
export async function startApp(config: AppConfig, options: StartAppOptions = {}): Promise<StartedApp> {
  const log = options.log ?? (() => {});
  const media = options.media ?? openMediaStorage(config.media);
  options.onStep?.("opening");
  const kv = await openCheckedStore(config.kvPath);
  // Backups copy the store this process opened, whatever `config.backup` was read with.
  const backup = { ...config.backup, kvPath: config.kvPath };
  try {
    options.onStep?.("migrations");
    const migrated = await migrateStore(kv, { log });
    options.onStep?.("start-up jobs");
    const { seeded } = await runStartupJobs(
      kv,
      { media, admin: { ...config.admin, hashParams: options.hashParams }, seedDemo: config.seedDemo, log },
      options.startupJobs ?? STARTUP_JOBS,
    );
    options.onStep?.("building the app");
    const content = new ContentState(kv, config.pageCache);
    const readiness = readinessProbe({ kv, kvPath: config.kvPath, media, content, draining: options.draining });
    const server = await createServerApp({
      kv,
      media,
      siteUrl: config.siteUrl,
      production: options.production ?? config.production,
      pageCache: config.pageCache,
      misses: config.misses,
      ai: config.ai,
      sitemapPageSize: options.sitemapPageSize,
      config: {
        signIn: config.signIn,
        proxy: config.proxy,
        linkCheck: config.linkCheck,
        backup,
        metrics: config.metrics,
        csrf: config.csrf,
        reviewQueue: config.reviewQueue,
      },
      now: options.now,
      logRequests: config.log.requests,
      readiness,
      content,
    });
    const publisher = startScheduledPublisher(kv, { log, now: options.now, ...options.publisher });
    const versions = startVersionMaker(kv, media, { log, now: options.now, ...options.versions });
    const cleanups = startCleanups(kv, {
      delayMs: config.storeCleanupDelayMs,
      log,
      now: options.now,
      ...options.cleanups,
    });
    const { everyMs, keep, dir, kvPath } = backup;
    const backups = everyMs && kvPath !== ":memory:"
      ? startBackupSchedule(kv, {
        source: { kvPath, media, dir },
        everyMs,
        keep,
        log,
        ...options.backupSchedule,
      })
      : null;
    const stopJobs = async () => {
      await Promise.all([publisher.stop(), versions.stop(), cleanups.stop(), backups?.stop()]);
    };
    return { ...server, kv, media, seeded, migrated, publisher, versions, cleanups, backups, readiness, stopJobs };
  } catch (error) {
    kv.close();
    throw error;
  }
}
