/**
 * Former category and post bases, so that every address a category or post
 * once had keeps answering with a 301 to its current one after the
 * permalink settings change.
 *
 * Key: `["settings_former_bases"]` → {@link FormerBases}, written in the same
 * atomic operation as the settings record whose bases changed.
 */
import { retryLocked } from "./kv.ts";

/** Key of the former bases record. */
export const FORMER_BASES_KEY: Deno.KvKey = ["settings_former_bases"];

/** Most former bases kept per kind (oldest dropped first). */
export const MAX_FORMER_BASES = 20;

/** Bases that category and post URLs used before ("" meaning no base). */
export interface FormerBases {
  category: string[];
  post: string[];
}

/** No former bases. */
export const NO_FORMER_BASES: FormerBases = { category: [], post: [] };

function asList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/** Reads a stored record defensively. */
export function formerBasesFrom(value: unknown): FormerBases {
  const source = value && typeof value === "object" ? value as Record<string, unknown> : {};
  return { category: asList(source.category), post: asList(source.post) };
}

/** The stored former bases entry (for checks in the settings write). */
export function getFormerBasesEntry(kv: Deno.Kv): Promise<Deno.KvEntryMaybe<FormerBases>> {
  return retryLocked(() => kv.get<FormerBases>(FORMER_BASES_KEY));
}

/** The former bases. */
export async function getFormerBases(kv: Deno.Kv): Promise<FormerBases> {
  return formerBasesFrom((await getFormerBasesEntry(kv)).value);
}

function moved(list: string[], from: string, to: string): string[] {
  if (from === to) return list;
  const kept = list.filter((base) => base !== from && base !== to);
  return [...kept, from].slice(-MAX_FORMER_BASES);
}

/**
 * The former bases after a change from `before` to `after`: the old base is
 * remembered, and the new base is no longer "former" (it answers directly).
 */
export function nextFormerBases(
  current: FormerBases,
  before: { category_base: string; post_base: string },
  after: { category_base: string; post_base: string },
): FormerBases {
  return {
    category: moved(current.category, before.category_base, after.category_base),
    post: moved(current.post, before.post_base, after.post_base),
  };
}
