/** The sidebar counts a screen changes in the browser (unread messages, pending reviews); the admin shell listens. */

/** Event a screen dispatches on `window` when a sidebar count changes; the shell listens. */
export const NAV_COUNT_EVENT = "admin-nav-count";

/** Detail of a {@link NAV_COUNT_EVENT}: the sidebar entry and its new count. */
export interface NavCountDetail {
  href: string;
  count: number;
}

/** Tells the sidebar (from a screen, in the browser) the new count of the entry `href`. */
export function announceNavCount(href: string, count: number): void {
  const detail: NavCountDetail = { href, count };
  globalThis.dispatchEvent(new CustomEvent(NAV_COUNT_EVENT, { detail }));
}
