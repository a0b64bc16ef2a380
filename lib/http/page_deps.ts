/**
 * Extra keys a rendered page depends on besides the content version, e.g. a
 * recipe page's rating aggregate: votes do not change the content version
 * (that would drop every page on every vote), so the page records the
 * versionstamp it rendered and the page cache re-renders only that page when
 * the key changes.
 */
import type { AppContext } from "../app_env.ts";

/** A KV key and the versionstamp a page was rendered at (null: the key did not exist). */
export interface PageDependency {
  key: Deno.KvKey;
  versionstamp: string | null;
}

const STATE_KEY = "pageDependencies";

/** Records that the page being rendered used `key` as of `versionstamp`. */
export function dependOn(c: AppContext, key: Deno.KvKey, versionstamp: string | null): void {
  const list = (c.var.state[STATE_KEY] ??= []) as PageDependency[];
  list.push({ key, versionstamp });
}

/** Dependencies recorded while answering the request. */
export function pageDependencies(c: AppContext): PageDependency[] {
  return (c.var.state?.[STATE_KEY] as PageDependency[] | undefined) ?? [];
}
