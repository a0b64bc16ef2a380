/**
 * Old addresses that are not a post's (a WordPress category or tag archive, the feed, an upload) as site redirects,
 * added once every item is imported so the categories and images they lead to exist. A category or image the site
 * does not hold (no imported post uses it) is skipped with that reason; a source that is already redirected is
 * skipped; a dry run predicts both.
 */
import type { Api } from "../lib/api.ts";
import { describeError } from "../lib/errors.ts";
import { MAX_BULK_REDIRECTS, normalizeRedirectPath, type RedirectBulkResult } from "../../lib/schemas/redirect.ts";
import { categoryPath } from "../../lib/shared/paths.ts";
import type { CategoryResolver } from "./categories.ts";
import type { ContentImages } from "./content_images.ts";
import type { ImportResult, ImportSiteRedirect } from "./types.ts";

/** The reason of a redirect whose source the site already redirects. */
export const ALREADY_REDIRECTED = "already redirected";

/** Adds the redirects of one import run. */
export class SiteRedirects {
  #categoryBase: Promise<string> | null = null;
  #existing: Promise<Set<string>> | null = null;

  constructor(
    readonly api: Api,
    readonly dryRun: boolean,
    readonly categories: CategoryResolver,
    readonly images: ContentImages,
  ) {}

  async #target(to: ImportSiteRedirect["to"]): Promise<string | null> {
    if ("path" in to) return to.path;
    if ("image" in to) {
      for (const url of to.image) {
        const moved = await this.images.movedTo(url);
        if (moved) return moved;
      }
      return null;
    }
    if ("search" in to) return `/search?q=${encodeURIComponent(to.search)}`;
    if (!await this.categories.has(to.category)) return null;
    this.#categoryBase ??= this.api.get<{ settings: { category_base?: string } }>("/api/settings")
      .then((answer) => answer.settings.category_base ?? "");
    return categoryPath(to.category, await this.#categoryBase);
  }

  async #alreadyRedirected(from: string): Promise<boolean> {
    this.#existing ??= this.api.get<{ redirects: { from_path: string }[] }>("/api/admin/redirects")
      .then((answer) => new Set(answer.redirects.map((redirect) => redirect.from_path)));
    return (await this.#existing).has(from);
  }

  /**
   * Adds (or, in a dry run, checks) the redirects of `entries` and returns their results in the entries' order; each
   * is also told to `done` as soon as it is known. The ones to create go to the site in bulk requests. Never throws
   * for an entry's failure; entries not reached before `signal` aborts have no result.
   */
  async addAll(
    entries: ImportSiteRedirect[],
    done: (result: ImportResult) => void,
    signal?: AbortSignal,
  ): Promise<ImportResult[]> {
    const results: ImportResult[] = [];
    let pending: (PendingRedirect & { at: number })[] = [];
    const settle = (at: number, result: ImportResult) => {
      results[at] = result;
      done(result);
    };
    const send = async () => {
      const batch = pending;
      pending = [];
      if (batch.length === 0) return;
      try {
        const { results: answers } = await this.api.post<{ results: RedirectBulkResult[] }>(
          "/api/admin/redirects/bulk",
          { redirects: batch.map(({ from, to }) => ({ from_path: from, to_path: to })) },
        );
        answers.forEach((answer, i) => settle(batch[i].at, outcome(batch[i].result, answer)));
      } catch (error) {
        for (const { at, result } of batch) settle(at, { ...result, result: "failed", reason: describeError(error) });
      }
    };
    for (const [at, entry] of entries.entries()) {
      if (signal?.aborted) break;
      const prepared = await this.#prepare(entry);
      if ("to" in prepared) pending.push({ ...prepared, at });
      else settle(at, prepared);
      if (pending.length === MAX_BULK_REDIRECTS) await send();
    }
    if (!signal?.aborted) await send();
    return results.filter(Boolean);
  }

  /** What to do with one redirect: its result when known without writing, else the redirect to create. */
  async #prepare(entry: ImportSiteRedirect): Promise<ImportResult | PendingRedirect> {
    const from = normalizeRedirectPath(entry.from);
    const base = { label: from, slug: "", kind: "redirect" };
    try {
      const to = await this.#target(entry.to);
      // A re-run brings no image in again: the redirects of the first run stand.
      if (!to && "image" in entry.to && await this.#alreadyRedirected(from)) {
        return { ...base, result: "skipped", reason: ALREADY_REDIRECTED };
      }
      if (!to) {
        const what = "image" in entry.to ? "image" : "category";
        return { ...base, result: "skipped", reason: `its ${what} is not on the site (no imported post uses it)` };
      }
      // An image's new address is known only once it is uploaded: it is named by its old file, as a dry run can.
      const label = `${from} → ${"image" in entry.to ? `image ${entry.to.image[0].split("/").pop()}` : to}`;
      if (normalizeRedirectPath(to) === from) return { ...base, label, result: "skipped", reason: "same address" };
      if (this.dryRun) {
        const exists = await this.#alreadyRedirected(from);
        return exists
          ? { ...base, label, result: "skipped", reason: ALREADY_REDIRECTED }
          : { ...base, label, result: "created" };
      }
      return { from, to, result: { ...base, label, result: "created" } };
    } catch (error) {
      return { ...base, result: "failed", reason: describeError(error) };
    }
  }
}

/** A redirect to create, and its result once created. */
interface PendingRedirect {
  from: string;
  to: string;
  result: ImportResult;
}

/** The result of a bulk-created redirect from the site's answer for it. */
function outcome(created: ImportResult, answer: RedirectBulkResult): ImportResult {
  if (answer.status === 201) return created;
  if (answer.status === 409) return { ...created, result: "skipped", reason: ALREADY_REDIRECTED };
  return { ...created, result: "failed", reason: answer.error };
}
