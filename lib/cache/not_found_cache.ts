/**
 * The public 404 page, rendered once and answered for every missing path for a short time: the page shows nothing of
 * the path (`routes/(public)/_404.tsx`), so a flood of random paths costs the routing that finds them missing, not a
 * render each. One copy per `_404` page (a fixed handful, whatever the paths), dropped when the content version
 * changes (the layout shows the menu and site name) and after {@link NOT_FOUND_TTL_MS}.
 */
import type { Context } from "hono";
import type { VersionClock } from "../snapshot/version_clock.ts";
import { cachedPath } from "./page_cache.ts";

/** How long one render of a 404 page is answered (ms). */
export const NOT_FOUND_TTL_MS = 10_000;

interface Rendered {
  body: Uint8Array<ArrayBuffer>;
  headers: [string, string][];
  at: number;
}

/** Copies of the 404 pages of public paths (see the module doc). */
export class NotFoundCache {
  private readonly pages = new Map<string, Rendered>();
  /** Answers made from a copy, and renders, since start. */
  readonly stats = { copies: 0, renders: 0 };

  /** `now`: the clock of the copies' age (ms; `performance.now` unless a test injects one). */
  constructor(clock: VersionClock, private readonly now: () => number = () => performance.now()) {
    clock.onChange(() => this.pages.clear());
  }

  /** Copies held (at most one per `_404` page). */
  get size(): number {
    return this.pages.size;
  }

  /** The `notFoundPage` hook of `lib/fresh/app.ts`: a copy of the page at `page` when one is fresh, else a render. */
  async answer(c: Context, page: string, render: () => Response): Promise<Response> {
    if (!cachedPath(c.req.path)) return render();
    const now = this.now();
    const held = this.pages.get(page);
    if (held && now - held.at < NOT_FOUND_TTL_MS) {
      this.stats.copies++;
      return new Response(held.body, { status: 404, headers: held.headers });
    }
    this.stats.renders++;
    const response = render();
    if (response.status !== 404) return response;
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = [...response.headers];
    this.pages.set(page, { body, headers, at: now });
    return new Response(body, { status: 404, headers });
  }
}
