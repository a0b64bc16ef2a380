/**
 * The store's numbered migrations and cleanups, in order (the runner: `lib/db/migrations/run_migrations.ts`, the
 * background cleanups: `lib/db/migrations/cleanups.ts`).
 *
 * - A migration is additive and idempotent (it builds an index, adds a field, links records): `startApp` runs the
 *   pending ones under one lease before the site serves, and the store records each and raises its marker's format
 *   to the last id applied. Ids start after `BASE_FORMAT` (1, the layout of release b85cb1e and before), never change
 *   once released, and the last one is `STORE_FORMAT` (`lib/db/store_check.ts`).
 * - A cleanup deletes what the code before a migration may still use, or indexes what that code wrote without the
 *   migration's index; it runs in the background, a delay after that migration was recorded, so processes of the
 *   earlier release still running beside the new one (a rolling restart) never lose their data, and what they wrote
 *   meanwhile is indexed too.
 *
 * To change the layout: add a migration with the next id (and raise `STORE_FORMAT` to it), and put any removal of
 * what the earlier layout used in a cleanup after it. A release that downgrades cannot open the store (its format is
 * newer): go back by restoring a backup made before the upgrade.
 */
import { indexEarlierMessages } from "./db/contact_index.ts";
import {
  type CleanupOptions,
  startStoreCleanups,
  type StoreCleanup,
  type StoreCleanups,
} from "./db/migrations/cleanups.ts";
import { adoptEarlierMarkers, deleteEarlierMarkers, EARLIER_MARKERS } from "./db/migrations/earlier_markers.ts";
import type { StoreMigration } from "./db/migrations/records.ts";
import {
  type AppliedMigration,
  checkMigrationList,
  runMigrations,
  type RunMigrationsOptions,
} from "./db/migrations/run_migrations.ts";
import { deleteOldSearchKeys, deleteUnderPrefixes } from "./db/old_search_keys.ts";
import { indexExistingTitles } from "./db/post_title_index.ts";
import { indexExistingRedirects } from "./db/redirect_keys.ts";
import { BASE_FORMAT, STORE_FORMAT } from "./db/store_check.ts";
import { linkMenuEntriesToCategories } from "./menu/menu_service.ts";

/** The migrations, by ascending id; the last id is `STORE_FORMAT`. */
export const STORE_MIGRATIONS: readonly StoreMigration[] = [
  { id: 2, name: "earlier run-once markers adopted", run: async (kv) => ({ adopted: await adoptMarkers(kv) }) },
  {
    id: 3,
    name: "menu entries linked to categories",
    run: async (kv) => ({ linked: await linkMenuEntriesToCategories(kv) }),
  },
  // It built the media storage-key index, which nothing read; migration 9 retired it and nothing is left to build.
  { id: 4, name: "media index", run: () => Promise.resolve({}) },
  { id: 5, name: "title index", run: async (kv, renew) => ({ ...await indexExistingTitles(kv, renew) }) },
  { id: 6, name: "contact index", run: async (kv, renew) => ({ items: await indexEarlierMessages(kv, renew) }) },
  // Nothing to build: its record dates the release that stopped writing the post status indexes (cleanup 3).
  { id: 7, name: "post status indexes retired", run: () => Promise.resolve({}) },
  {
    id: 8,
    name: "redirect target index",
    run: async (kv, renew) => ({ items: await indexExistingRedirects(kv, renew) }),
  },
  // Nothing to build: its record dates the release that stopped writing the unread media indexes (cleanup 4).
  { id: 9, name: "unread media indexes retired", run: () => Promise.resolve({}) },
];

/** The cleanups, each after the migration that made its data unused. */
export const STORE_CLEANUPS: readonly StoreCleanup[] = [
  {
    id: 1,
    name: "old search keys removal",
    after: 2,
    run: async (kv, renew) => ({ keys: await deleteOldSearchKeys(kv, renew) }),
  },
  {
    id: 2,
    name: "earlier run-once markers removal",
    after: 2,
    run: async (kv) => ({ keys: await deleteEarlierMarkers(kv) }),
  },
  {
    id: 3,
    name: "post status indexes removal",
    after: 7,
    run: async (kv, renew) => ({ keys: await deleteUnderPrefixes(kv, RETIRED_STATUS_INDEXES, renew) }),
  },
  {
    id: 4,
    name: "unread media indexes removal",
    after: 9,
    run: async (kv, renew) => ({ keys: await deleteUnderPrefixes(kv, RETIRED_MEDIA_INDEXES, renew) }),
  },
  // Not a removal, but it too must wait for the earlier release to be gone: redirects its processes saved during the
  // rolling restart after migration 8 have no target entry, and this indexes them (only those: it is idempotent).
  {
    id: 5,
    name: "redirect target index catch-up",
    after: 8,
    run: async (kv, renew) => ({ items: await indexExistingRedirects(kv, renew) }),
  },
];

/** The post indexes by status (`[..., status, created_at or sort key, id]`), written by releases before format 7. */
const RETIRED_STATUS_INDEXES: readonly Deno.KvKey[] = [["posts_by_status_created"], ["posts_by_status_published"]];

/** The media indexes by storage key and by post (`[..., key]`, `[..., post_id, id]`), written by releases before format 9. */
export const RETIRED_MEDIA_INDEXES: readonly Deno.KvKey[] = [["media_by_key"], ["media_by_post"]];

/** Migration 2: the markers of the run-once jobs of release b85cb1e and before become the records of what replaced them. */
function adoptMarkers(kv: Deno.Kv): Promise<string[]> {
  const migration = (id: number) => ({ kind: "migration" as const, id, name: nameOf(STORE_MIGRATIONS, id) });
  return adoptEarlierMarkers(kv, [
    { marker: EARLIER_MARKERS.mediaIndex, ...migration(4) },
    { marker: EARLIER_MARKERS.titleIndex, ...migration(5) },
    { marker: EARLIER_MARKERS.contactIndex, ...migration(6) },
    { marker: EARLIER_MARKERS.oldSearchKeys, kind: "cleanup", id: 1, name: nameOf(STORE_CLEANUPS, 1) },
  ]);
}

function nameOf(steps: readonly { id: number; name: string }[], id: number): string {
  const step = steps.find((candidate) => candidate.id === id);
  if (!step) throw new Error(`No store migration or cleanup ${id}`);
  return step.name;
}

checkMigrationList(STORE_MIGRATIONS, BASE_FORMAT);
if (STORE_MIGRATIONS[STORE_MIGRATIONS.length - 1].id !== STORE_FORMAT) {
  throw new Error(`The last store migration must have id STORE_FORMAT (${STORE_FORMAT})`);
}

/** Brings the store to `STORE_FORMAT` (or waits while another process does); returns what this process applied. */
export function migrateStore(kv: Deno.Kv, options: RunMigrationsOptions = {}): Promise<AppliedMigration[]> {
  return runMigrations(kv, STORE_MIGRATIONS, options);
}

/** Starts this process's background store cleanups ({@link STORE_CLEANUPS}). */
export function startCleanups(kv: Deno.Kv, options: CleanupOptions): StoreCleanups {
  return startStoreCleanups(kv, STORE_CLEANUPS, options);
}
