/**
 * Menu entries that link to a category, kept in step with category writes:
 * a slug change points them at the new slug, a deletion removes them. The
 * changes go into the category write's own atomic operation, with a check on
 * each menu entry (and a change of its parent's submenu version), so the menu
 * never links to a category that is gone.
 *
 * A menu URL links to a category when it is the category's path under the
 * category base (`/{base}/{slug}`), its path without base (`/{slug}`), or the
 * bare slug (how the bulk submenu panel matches categories), with or without
 * a trailing slash.
 */
import type { MenuItem } from "../schemas/menu.ts";
import { MENU_PREFIX, touchSubmenu } from "./menu.ts";
import { listAll } from "./kv.ts";

/** The menu entries with their versionstamps, read once per category write. */
export function readMenuEntries(kv: Deno.Kv): Promise<Deno.KvEntry<MenuItem>[]> {
  return listAll<MenuItem>(kv, { prefix: MENU_PREFIX });
}

/** The URL `url` would have with `newSlug` in place of `slug`, or null when `url` does not link the category. */
export function relinkedUrl(url: string, slug: string, newSlug: string, categoryBase: string): string | null {
  const base = categoryBase.replace(/^\/+|\/+$/g, "");
  const trimmed = url.replace(/\/+$/, "");
  const forms = [slug, `/${slug}`, ...(base ? [`/${base}/${slug}`] : [])];
  const form = forms.find((candidate) => candidate === trimmed);
  if (form === undefined) return null;
  return form.slice(0, form.length - slug.length) + newSlug + url.slice(trimmed.length);
}

/** True when the menu URL links the category of `slug`. */
export function linksCategory(url: string, slug: string, categoryBase: string): boolean {
  return relinkedUrl(url, slug, slug, categoryBase) !== null;
}

/** Adds to `op` the relinking of every menu entry from `oldSlug` to `newSlug`. */
export function relinkMenu(
  op: Deno.AtomicOperation,
  entries: Deno.KvEntry<MenuItem>[],
  change: { oldSlug: string; newSlug: string; categoryBase: string; now: string },
): number {
  let changed = 0;
  for (const entry of entries) {
    const url = relinkedUrl(entry.value.url, change.oldSlug, change.newSlug, change.categoryBase);
    if (url === null || url === entry.value.url) continue;
    touchSubmenu(
      op.check(entry).set(entry.key, { ...entry.value, url, updated_at: change.now }),
      entry.value.parent_id,
    );
    changed++;
  }
  return changed;
}

/**
 * Adds to `op` the removal of the menu entries linking the category of `slug`.
 * A top-level entry with submenu items of its own keeps them: it becomes a
 * dropdown without a link instead of being deleted.
 */
export function unlinkMenu(
  op: Deno.AtomicOperation,
  entries: Deno.KvEntry<MenuItem>[],
  change: { slug: string; categoryBase: string; now: string },
): number {
  let changed = 0;
  for (const entry of entries) {
    if (!linksCategory(entry.value.url, change.slug, change.categoryBase)) continue;
    const hasChildren = entries.some((other) => other.value.parent_id === entry.value.id);
    op.check(entry);
    if (hasChildren) op.set(entry.key, { ...entry.value, url: "", has_dropdown: 1, updated_at: change.now });
    else op.delete(entry.key);
    touchSubmenu(op, entry.value.parent_id);
    changed++;
  }
  return changed;
}
