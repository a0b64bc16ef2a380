/**
 * The import pipeline: for each item, find the post by slug (skip it, or update it with `--update`), resolve its
 * categories, upload its featured image, create or update it through the API and add its redirects. Items run
 * `concurrency` at a time; a failing item is reported with the server's reason and the others go on. Ctrl+C
 * (the signal) stops starting new items.
 */
import type { Api } from "../lib/api.ts";
import { ApiError, describeError } from "../lib/errors.ts";
import { findPostBySlug } from "../lib/posts_api.ts";
import { CategoryResolver } from "./categories.ts";
import { uploadFeaturedImage } from "./featured_image.ts";
import type { ImportEntry, ImportItem } from "./types.ts";
import { slugify } from "./slug.ts";

/** Options of an import. */
export interface ImportOptions {
  status: "draft" | "published" | "keep";
  dryRun: boolean;
  update: boolean;
  concurrency: number;
}

/** What happened to one item. */
export interface ImportResult {
  label: string;
  slug: string;
  result: "created" | "updated" | "skipped" | "failed";
  id?: string;
  reason?: string;
}

/** Called when an item starts and when it ends. */
export interface ImportHooks {
  started?(label: string): void;
  finished?(result: ImportResult, done: number, total: number): void;
}

/** Runs the pipeline over `entries`; the results come back in the entries' order (unstarted ones left out). */
export async function runImport(
  api: Api,
  entries: ImportEntry[],
  options: ImportOptions,
  hooks: ImportHooks = {},
  signal?: AbortSignal,
): Promise<ImportResult[]> {
  const categories = new CategoryResolver(api, options.dryRun);
  const results: (ImportResult | undefined)[] = new Array(entries.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < entries.length && !signal?.aborted) {
      const index = next++;
      const entry = entries[index];
      const label = entry.kind === "failure" ? entry.label : entry.post.slug || entry.post.title;
      hooks.started?.(label);
      const result = entry.kind === "failure"
        ? { label, slug: "", result: "failed" as const, reason: entry.reason }
        : await importItem(api, entry, options, categories);
      results[index] = result;
      hooks.finished?.(result, ++done, entries.length);
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency, entries.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return results.filter((r): r is ImportResult => !!r);
}

async function importItem(
  api: Api,
  item: ImportItem,
  options: ImportOptions,
  categories: CategoryResolver,
): Promise<ImportResult> {
  const slug = slugify(item.post.slug || item.post.title);
  const label = slug || item.post.title;
  try {
    if (!slug) throw new Error("The post has no usable slug or title");
    const existing = await findPostBySlug(api, slug);
    if (existing && !options.update) return { label, slug, result: "skipped", id: existing.post.id, reason: "exists" };
    const payload: Record<string, unknown> = { ...item.post, slug };
    if (options.status !== "keep") payload.status = options.status;
    payload.category_ids = await categories.idsFor(item.categories);
    if (options.dryRun) return { label, slug, result: existing ? "updated" : "created", reason: "dry run" };
    let imageProblem: string | undefined;
    if (item.featuredImageUrl && !(existing?.post.featured_image)) {
      // A missing or refused image does not cost the post: it is saved without one and the reason is reported.
      try {
        payload.featured_image = await uploadFeaturedImage(api, item.featuredImageUrl, item.post.title);
      } catch (error) {
        if (api.signal?.aborted) throw error;
        imageProblem = `featured image not imported: ${describeError(error)}`;
      }
    }
    const saved = existing
      ? await api.put<{ post: { id: string; slug: string } }>(`/api/posts/${existing.post.id}`, {
        ...payload,
        versionstamp: existing.versionstamp,
      })
      : await api.post<{ post: { id: string; slug: string } }>("/api/posts", payload);
    await addRedirects(api, item.redirectsFrom ?? [], saved.post);
    return {
      label,
      slug,
      result: existing ? "updated" : "created",
      id: saved.post.id,
      ...(imageProblem ? { reason: imageProblem } : {}),
    };
  } catch (error) {
    return { label, slug, result: "failed", reason: describeError(error) };
  }
}

async function addRedirects(api: Api, paths: string[], post: { id: string; slug: string }): Promise<void> {
  for (const from of paths) {
    try {
      await api.post("/api/admin/redirects", { from_path: from, to_path: `/${post.slug}`, post_id: post.id });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) throw error;
    }
  }
}
