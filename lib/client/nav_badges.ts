/**
 * The sidebar's counts on the browser side, shared by every island on an admin page: the shell shows the counts the
 * server read, and a screen that changes one (the Reviews screen's pending count) publishes the new value here.
 */

type Listener = (href: string, count: number) => void;

const listeners = new Set<Listener>();

/** Publishes a new count for the sidebar entry `href`. */
export function setNavBadge(href: string, count: number): void {
  for (const listener of listeners) listener(href, count);
}

/** Calls `listener` on every published count; returns the unsubscribe function. */
export function onNavBadge(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
