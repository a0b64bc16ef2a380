/**
 * The import pipeline: for each item, find the post by slug (skip it, or update it with `--update`), resolve its
 * categories and author, upload its featured image, create or update it through the API and add its redirects.
 * Items run `concurrency` at a time; a failing item is reported with the server's reason and the others go on;
 * what only costs the post a part (its image, a redirect) is a note of the item, never a failure. Entries the
 * source chose not to import come out as skipped with their reason. A post's readers' comments follow it as reviews
 * (`comments.ts`). A dry run reads the images it would upload, so it predicts their problems too. Ctrl+C (the
 * signal) stops starting new items.
 */
import type { Api } from "../lib/api.ts";
import { ApiError, describeError } from "../lib/errors.ts";
import { findPostBySlug } from "../lib/posts_api.ts";
import { AuthorResolver, type AuthorsMode } from "./authors.ts";
import { importComments } from "./comments.ts";
import { ContentImages } from "./content_images.ts";
import { HeldImages } from "./held_images.ts";
import { CategoryResolver, type CreatedCategory } from "./categories.ts";
import { readImportImage, uploadFeaturedImage } from "./featured_image.ts";
import { addPostRedirects } from "./redirects.ts";
import { SiteRedirects } from "./site_redirects.ts";
import type { ImportEntry, ImportItem, ImportResult, ImportSiteRedirect } from "./types.ts";
import { slugify } from "./slug.ts";

/** Options of an import. */
export interface ImportOptions {
  status: "draft" | "published" | "keep";
  dryRun: boolean;
  /** What the source's authors become (default "name": the display name on their posts). */
  authors?: AuthorsMode;
  update: boolean;
  concurrency: number;
  /**
   * Images (`--images`): brought with each post ("now", the default); left at their old addresses ("text", the first
   * pass of `--images=later`); or brought into posts already on the site, nothing else changed ("only", its second).
   */
  images?: "now" | "text" | "only";
}

/** The reason of a post the images pass of `--images=later` found nothing to do for. */
export const NO_IMAGES_REASON = "no images to bring in";

/** The reason of a post skipped because its slug is on the site. */
export const EXISTS_REASON = "already on the site (--update replaces it)";

/** Items in a row that could not reach the site after which the import stops: the site is down, not the items. */
export const MAX_UNREACHABLE_IN_A_ROW = 5;

/**
 * Called when an item starts and when it ends (`done` counts the items finished so far), and once if the import
 * stops because the site cannot be reached (`reason`, the last connection error).
 */
export interface ImportHooks {
  started?(label: string): void;
  finished?(result: ImportResult, done: number): void;
  stopped?(reason: string): void;
}

/** Results of items that failed because the site could not be reached at all. */
const unreachable = new WeakSet<ImportResult>();

/** True when `result` failed because the site could not be reached (a run that stops leaves it for the next). */
export function isUnreachable(result: ImportResult): boolean {
  return unreachable.has(result);
}

/**
 * Runs the pipeline over `entries`, read one at a time as workers become free (a streamed source is never held
 * whole); the results come back in the entries' order (unstarted ones left out).
 */
export async function runImport(
  api: Api,
  entries: AsyncIterable<ImportEntry> | Iterable<ImportEntry>,
  options: ImportOptions,
  hooks: ImportHooks = {},
  signal?: AbortSignal,
): Promise<ImportResult[]> {
  const categories = new CategoryResolver(api, options.dryRun);
  const held = await HeldImages.open(api);
  const images = new ContentImages(api, options.dryRun, {}, held);
  const authors = new AuthorResolver(api, options.authors ?? "name", options.dryRun);
  const redirects: ImportSiteRedirect[] = [];
  const results: ImportResult[][] = [];
  const outage = new AbortController();
  const next = entryTaker(entries, signal ? AbortSignal.any([signal, outage.signal]) : outage.signal);
  let inARow = 0;
  let done = 0;
  const worker = async () => {
    for (let taken = await next(); taken; taken = await next()) {
      const { index, entry } = taken;
      if (entry.kind === "redirect") {
        if (options.images !== "only") redirects.push(entry);
        continue;
      }
      const label = entry.kind === "post" ? entry.post.title || entry.post.slug || "" : entry.label;
      hooks.started?.(label);
      const result: ImportResult = entry.kind === "author"
        ? await authors.add(entry)
        : entry.kind === "failure"
        ? { label, slug: "", kind: entry.itemKind ?? "post", result: "failed", reason: entry.reason }
        : entry.kind === "skipped"
        ? { label, slug: "", kind: entry.itemKind, result: "skipped", reason: entry.reason }
        : await importItem(api, entry, options, { categories, images, authors });
      if (entry.kind === "post") {
        inARow = unreachable.has(result) ? inARow + 1 : 0;
        if (inARow >= MAX_UNREACHABLE_IN_A_ROW && !outage.signal.aborted) {
          outage.abort();
          hooks.stopped?.(result.reason ?? "the site cannot be reached");
        }
      }
      const comments = entry.kind === "post" && entry.comments?.length && !unreachable.has(result) &&
          options.images !== "only"
        ? await importComments(api, entry.comments, {
          id: result.id,
          isNew: options.dryRun && result.result === "created",
          failed: result.result === "failed",
        }, options.dryRun)
        : [];
      results[index] = [result, ...comments];
      hooks.finished?.(result, ++done);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  } finally {
    await next.close();
    await held.save();
  }
  // Once stopped for an outage, what could not reach the site is left for the next run, like what was not started.
  const finished = results.flatMap((r) => r ?? []).filter((r) => !outage.signal.aborted || !unreachable.has(r));
  // Items run concurrently, so categories are created in any order: they are reported by slug.
  const created = [...categories.created].sort((a, b) => a.slug.localeCompare(b.slug));
  for (const category of created) finished.push(categoryResult(category));
  // Old category, tag and feed addresses last: the categories they lead to exist once the items are in.
  const site = new SiteRedirects(api, options.dryRun, categories, images);
  const stop = AbortSignal.any([outage.signal, ...signal ? [signal] : []]);
  if (redirects.length > 0) hooks.started?.(`${redirects.length} old addresses`);
  finished.push(...await site.addAll(redirects, (result) => hooks.finished?.(result, ++done), stop));
  return finished;
}

/** Hands out the entries one at a time to concurrent workers, each with its position; null once none are left. */
function entryTaker(entries: AsyncIterable<ImportEntry> | Iterable<ImportEntry>, signal?: AbortSignal) {
  const iterator = Symbol.asyncIterator in entries
    ? entries[Symbol.asyncIterator]()
    : (entries as Iterable<ImportEntry>)[Symbol.iterator]();
  let queue: Promise<unknown> = Promise.resolve();
  let ended = false;
  let position = 0;
  const take = (): Promise<{ index: number; entry: ImportEntry } | null> => {
    const taken = queue.then(async () => {
      if (ended || signal?.aborted) return null;
      const next = await iterator.next();
      if (next.done) {
        ended = true;
        return null;
      }
      return { index: position++, entry: next.value };
    });
    queue = taken.catch(() => {});
    return taken;
  };
  /** Lets the source close its file when the import stops early. */
  take.close = async () => {
    await queue;
    if (!ended) await iterator.return?.();
  };
  return take;
}

function categoryResult(category: CreatedCategory): ImportResult {
  const notes = category.flattenedUnder
    ? [
      `filed under "${category.flattenedUnder}" instead of "${category.parent}": the site nests categories one level ` +
      "deep (the old address redirects to the new one)",
    ]
    : [];
  return {
    label: category.slug,
    slug: category.slug,
    kind: "category",
    result: "created",
    ...(notes.length ? { reason: notes[0], notes } : {}),
  };
}

/** What the items of one run share. */
interface RunResolvers {
  categories: CategoryResolver;
  images: ContentImages;
  authors: AuthorResolver;
}

/**
 * The uploaded featured image of `item` (a dry run only downloads it to check it). A missing or refused image does not
 * cost the post: it is saved without one and the reason is added to `notes`.
 */
async function bringFeatured(
  api: Api,
  item: ImportItem,
  dryRun: boolean,
  notes: string[],
  images: ContentImages,
): Promise<string | undefined> {
  const url = item.featuredImageUrl!;
  try {
    const key = dryRun
      ? (await readImportImage(url, api.signal), undefined)
      : await uploadFeaturedImage(api, url, item.post.title);
    images.remember(url, key ?? url);
    return key;
  } catch (error) {
    if (api.signal?.aborted) throw error;
    notes.push(`featured image not imported: ${describeError(error)}`);
  }
}

/**
 * The images pass of `--images=later`: the featured image (when the post on the site has none) and the content's
 * images brought into the post imported by the text pass, which is saved with only those fields changed.
 */
async function bringImages(
  api: Api,
  item: ImportItem,
  existing: Awaited<ReturnType<typeof findPostBySlug>>,
  options: ImportOptions,
  images: ContentImages,
  outcome: (result: ImportResult["result"], notes: string[], id?: string) => ImportResult,
): Promise<ImportResult> {
  if (!existing) return outcome("skipped", ["not on the site: its text was not imported"]);
  const post = existing.post as { id: string; featured_image?: string | null; content?: string };
  const patch: Record<string, unknown> = {};
  const notes: string[] = [];
  if (item.featuredImageUrl && !post.featured_image) {
    const featured = await bringFeatured(api, item, options.dryRun, notes, images);
    if (featured) patch.featured_image = featured;
  }
  if (post.content) {
    const moved = await images.move(post.content, item.post.title);
    if (moved.html !== post.content) patch.content = moved.html;
    notes.push(...moved.notes);
  }
  if (!Object.keys(patch).length) return outcome("skipped", notes.length ? notes : [NO_IMAGES_REASON], post.id);
  if (!options.dryRun) {
    await api.put(`/api/posts/${post.id}`, { ...patch, versionstamp: existing.versionstamp });
  }
  return outcome("updated", notes, post.id);
}

async function importItem(
  api: Api,
  item: ImportItem,
  options: ImportOptions,
  { categories, images, authors }: RunResolvers,
): Promise<ImportResult> {
  const slug = slugify(item.post.slug || item.post.title);
  const label = slug || item.post.title;
  const kind = item.itemKind ?? "post";
  let reattributed = false;
  const outcome = (result: ImportResult["result"], notes: string[], id?: string): ImportResult => ({
    label,
    slug,
    kind,
    result,
    ...(id ? { id } : {}),
    ...(notes.length ? { reason: notes.join("; "), notes } : {}),
    ...(reattributed ? { reattributed } : {}),
  });
  try {
    if (!slug) throw new Error("The post has no usable slug or title");
    const existing = await findPostBySlug(api, slug);
    if (options.images === "only") return await bringImages(api, item, existing, options, images, outcome);
    if (existing && !options.update) {
      return { label, slug, kind, result: "skipped", id: existing.post.id, reason: EXISTS_REASON };
    }
    const payload: Record<string, unknown> = { ...item.post, slug };
    if (options.status !== "keep" && !item.keepDraft) payload.status = options.status;
    // With --update a post already on the site is given to its author's user too (the site lets admins only).
    const authorId = await authors.idFor(item.authorLogin);
    if (authorId) payload.author_id = authorId;
    reattributed = !!existing &&
      (authorId ? authorId !== existing.post.author_id : await authors.wouldAdd(item.authorLogin));
    payload.category_ids = await categories.idsFor(item.categories);
    const notes: string[] = [...item.notes ?? []];
    const withImages = options.images !== "text";
    if (withImages && item.featuredImageUrl && !(existing?.post.featured_image)) {
      const featured = await bringFeatured(api, item, options.dryRun, notes, images);
      if (featured) payload.featured_image = featured;
    }
    if (withImages && typeof payload.content === "string" && payload.content) {
      const moved = await images.move(payload.content, item.post.title);
      payload.content = moved.html;
      notes.push(...moved.notes);
    }
    if (options.dryRun) return outcome(existing ? "updated" : "created", notes);
    const saved = existing
      ? await api.put<{ post: { id: string; slug: string } }>(`/api/posts/${existing.post.id}`, {
        ...payload,
        versionstamp: existing.versionstamp,
      })
      : await api.post<{ post: { id: string; slug: string } }>("/api/posts", payload);
    notes.push(...await addPostRedirects(api, item.redirectsFrom ?? [], saved.post));
    return outcome(existing ? "updated" : "created", notes, saved.post.id);
  } catch (error) {
    const failed: ImportResult = { label, slug, kind, result: "failed", reason: describeError(error) };
    if (error instanceof ApiError && error.status === 0) unreachable.add(failed);
    return failed;
  }
}
