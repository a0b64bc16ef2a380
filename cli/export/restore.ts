/**
 * Restoring an export folder into a site: settings, media files (under their old keys), categories (parents
 * first) before the posts; redirects, readers' reviews, the menu and the contact messages after them. What already
 * exists is kept: a taken media key, category slug or redirect path, a review or a message already stored are
 * skipped, and the menu is restored only into a site without menu items.
 */
import type { Api } from "../lib/api.ts";
import { ApiError, describeError } from "../lib/errors.ts";
import { listCategories } from "../lib/posts_api.ts";
import { restoreCategoryRedirects } from "./category_redirects.ts";
import type {
  ExportMedia,
  ExportMenuItem,
  ExportMessage,
  ExportRedirect,
  ExportReview,
  RestoreReport,
} from "./format.ts";
import { restoreReviews } from "./reviews.ts";
import type { RedirectBulkResult } from "../../lib/schemas/redirect.ts";
import { MAX_DERIVED_FILES } from "../../lib/schemas/media.ts";

async function readJson<T>(path: string, fallback: T): Promise<T> {
  try {
    return JSON.parse(await Deno.readTextFile(path)) as T;
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return fallback;
    throw new Error(`${path}: ${error instanceof Error ? error.message : error}`);
  }
}

function tally(report: RestoreReport, kind: string) {
  return (report[kind] ??= { created: 0, skipped: 0, failed: [] });
}

/** Media files and bulk requests of redirects sent at the same time: enough to keep a 2-core server busy between file writes. */
const CONCURRENCY = 8;

/** Runs `task` on every item, {@link CONCURRENCY} at a time. */
async function eachAtOnce<T>(items: T[], task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** Puts back the exported file under `key` as a media item. */
async function restoreFile(api: Api, folder: string, key: string, query: { kind?: string; alt?: string }) {
  await api.request("PUT", "/api/admin/media/restore", {
    query: { key, ...query },
    body: await Deno.readFile(`${folder}/media/${key}`),
    headers: { "Content-Type": "application/octet-stream" },
  });
}

/** Redirects a bulk request carries: a few requests at once keep the server busy. */
const REDIRECTS_PER_REQUEST = 200;

/** Bytes of one request of derived files: within the site's upload limit (5 MiB). */
const DERIVED_REQUEST_BYTES = 4 * 1024 * 1024;

/** Puts back the versions and kept upload (`keys`) of the featured image under `of`, several files a request. */
async function restoreDerived(api: Api, folder: string, of: string, keys: readonly string[]) {
  let files: { key: string; bytes: Uint8Array }[] = [];
  let total = 0;
  const send = async () => {
    if (files.length === 0) return;
    const body = new Uint8Array(total);
    const query = new URLSearchParams({ of });
    let at = 0;
    for (const file of files) {
      body.set(file.bytes, at);
      at += file.bytes.length;
      query.append("key", file.key);
      query.append("size", String(file.bytes.length));
    }
    await api.request("PUT", `/api/admin/media/restore/derived?${query}`, {
      body,
      headers: { "Content-Type": "application/octet-stream" },
    });
    files = [];
    total = 0;
  };
  for (const key of keys) {
    const bytes = await Deno.readFile(`${folder}/media/${key}`);
    if (files.length > 0 && (total + bytes.length > DERIVED_REQUEST_BYTES || files.length === MAX_DERIVED_FILES)) {
      await send();
    }
    files.push({ key, bytes });
    total += bytes.length;
  }
  await send();
}

/** Settings, media and categories: what posts refer to. */
export async function restoreBeforePosts(api: Api, folder: string, report: RestoreReport, dryRun: boolean) {
  const settings = await readJson<Record<string, unknown> | null>(`${folder}/settings.json`, null);
  if (settings) {
    const count = tally(report, "settings");
    try {
      if (!dryRun) await api.put("/api/settings", settings);
      count.created++;
    } catch (error) {
      count.failed.push(`settings: ${describeError(error)}`);
    }
  }
  const media = await readJson<ExportMedia[]>(`${folder}/media.json`, []);
  const count = media.length ? tally(report, "media") : null;
  // A few files at a time: each is checked by the site, none is encoded again.
  await eachAtOnce(media, async (item) => {
    try {
      const files = [item.key, ...item.derived ?? []];
      if (dryRun) {
        for (const key of files) await Deno.stat(`${folder}/media/${key}`);
      } else {
        await restoreFile(api, folder, item.key, { kind: item.kind, alt: item.alt ?? undefined });
        await restoreDerived(api, folder, item.key, item.derived ?? []);
      }
      count!.created++;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) count!.skipped++;
      else count!.failed.push(`${item.key}: ${describeError(error)}`);
    }
  });
  await restoreCategories(api, folder, report, dryRun);
}

async function restoreCategories(api: Api, folder: string, report: RestoreReport, dryRun: boolean) {
  const entries = await readJson<Record<string, unknown>[]>(`${folder}/categories.json`, []);
  const ids = new Map((await listCategories(api)).map((c) => [c.slug, c.id]));
  const pending = [...entries];
  const count = tally(report, "categories");
  while (pending.length) {
    const ready = pending.findIndex((c) => !c.parent || ids.has(String(c.parent)));
    const entry = pending.splice(ready === -1 ? 0 : ready, 1)[0];
    const slug = String(entry.slug);
    if (ids.has(slug)) {
      count.skipped++;
      continue;
    }
    const { parent, redirects_from: formerSlugs, ...fields } = entry;
    try {
      if (parent && !ids.has(String(parent))) throw new Error(`parent "${parent}" is missing`);
      const id = dryRun ? `new:${slug}` : (await api.post<{ category: { id: string } }>("/api/admin/categories", {
        ...fields,
        parent_id: parent ? ids.get(String(parent)) : null,
      })).category.id;
      ids.set(slug, id);
      if (!dryRun && Array.isArray(formerSlugs)) await restoreCategoryRedirects(api, id, slug, formerSlugs.map(String));
      count.created++;
    } catch (error) {
      count.failed.push(`${slug}: ${describeError(error)}`);
    }
  }
}

/** Redirects (linked to posts by slug), readers' reviews, the menu and the contact messages. */
export async function restoreAfterPosts(api: Api, folder: string, report: RestoreReport, dryRun: boolean) {
  await restoreRedirects(api, await readJson<ExportRedirect[]>(`${folder}/redirects.json`, []), report, dryRun);
  await restoreReviews(api, await readJson<ExportReview[]>(`${folder}/reviews.json`, []), report, dryRun);
  const menu = await readJson<ExportMenuItem[]>(`${folder}/menu.json`, []);
  const menuCount = tally(report, "menu");
  const existing = (await api.get<{ items: unknown[] }>("/api/admin/menu")).items;
  if (existing.length) menuCount.skipped += countMenu(menu);
  else await createMenu(api, menu, null, menuCount, dryRun);
  await restoreMessages(api, folder, report, dryRun);
}

/** Redirects, linked to their posts by slug, in bulk requests a few at a time. */
async function restoreRedirects(api: Api, redirects: ExportRedirect[], report: RestoreReport, dryRun: boolean) {
  const count = tally(report, "redirects");
  const items = redirects.map(({ post, ...redirect }) => ({ ...redirect, post_slug: post ?? undefined }));
  const batches = [];
  for (let start = 0; start < items.length; start += REDIRECTS_PER_REQUEST) {
    batches.push(items.slice(start, start + REDIRECTS_PER_REQUEST));
  }
  // Exported redirects end at their final target (no chains): their order does not matter.
  await eachAtOnce(batches, async (batch) => {
    if (dryRun) {
      count.created += batch.length;
      return;
    }
    try {
      const { results } = await api.post<{ results: RedirectBulkResult[] }>("/api/admin/redirects/bulk", {
        redirects: batch,
      });
      for (const result of results) {
        if (result.status === 201) count.created++;
        else if (result.status === 409) count.skipped++;
        else count.failed.push(`${result.from_path}: ${result.error}`);
      }
    } catch (error) {
      for (const item of batch) count.failed.push(`${item.from_path}: ${describeError(error)}`);
    }
  });
}

async function restoreMessages(api: Api, folder: string, report: RestoreReport, dryRun: boolean) {
  const messages = await readJson<ExportMessage[]>(`${folder}/messages.json`, []);
  if (!messages.length) return;
  const count = tally(report, "messages");
  for (const message of messages) {
    try {
      if (!dryRun) await api.post("/api/admin/messages", message);
      count.created++;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) count.skipped++;
      else count.failed.push(`${message.created_at} ${message.email}: ${describeError(error)}`);
    }
  }
}

function countMenu(items: ExportMenuItem[]): number {
  return items.reduce((sum, item) => sum + 1 + countMenu(item.children ?? []), 0);
}

async function createMenu(
  api: Api,
  items: ExportMenuItem[],
  parentId: string | null,
  count: RestoreReport[string],
  dryRun: boolean,
) {
  for (const { children, ...item } of items) {
    try {
      const id = dryRun ? "new" : (await api.post<{ item: { id: string } }>("/api/admin/menu", {
        ...item,
        parent_id: parentId,
      })).item.id;
      count.created++;
      await createMenu(api, children ?? [], id, count, dryRun);
    } catch (error) {
      count.failed.push(`${item.label}: ${describeError(error)}`);
    }
  }
}
