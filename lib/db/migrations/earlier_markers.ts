/**
 * The run-once markers of releases up to b85cb1e (`run_once.ts`): each index build and the old search keys' removal
 * kept its own `["meta", …]` marker. The first store migration turns each marker that says "done" into the record of
 * the migration or cleanup that now does that job, so an upgraded store does not do the work again; a cleanup deletes
 * the markers themselves once no process of those releases can still be reading them.
 */
import { deleteKeys, retryLocked } from "../kv.ts";
import { commitOnce } from "../write.ts";
import type { RunOnceMarker } from "../run_once.ts";
import { cleanupKey, migrationKey, type MigrationRecord } from "./records.ts";

/** The markers of the earlier run-once jobs. */
export const EARLIER_MARKERS = {
  mediaIndex: ["meta", "media_index"],
  titleIndex: ["meta", "title_index"],
  contactIndex: ["meta", "contact_index"],
  oldSearchKeys: ["meta", "old_search_keys_removed"],
} as const satisfies Record<string, Deno.KvKey>;

/** An earlier marker and what now records its job: a migration or a cleanup, by id and name. */
export interface MarkerAdoption {
  marker: Deno.KvKey;
  kind: "migration" | "cleanup";
  id: number;
  name: string;
}

/**
 * Writes, for each adoption whose marker says done, the record of its migration or cleanup (unless one exists),
 * dated when the marker was; the summary keeps what the marker said. Idempotent. Returns the names adopted.
 */
export async function adoptEarlierMarkers(kv: Deno.Kv, adoptions: readonly MarkerAdoption[]): Promise<string[]> {
  const adopted: string[] = [];
  for (const { marker, kind, id, name } of adoptions) {
    const entry = await retryLocked(() => kv.get<RunOnceMarker & Record<string, unknown>>(marker));
    if (entry.value?.state !== "done") continue;
    const { state: _state, at, ...said } = entry.value;
    const when = typeof at === "string" && !Number.isNaN(Date.parse(at)) ? at : new Date().toISOString();
    const key = kind === "migration" ? migrationKey(id) : cleanupKey(id);
    const record: MigrationRecord | RunOnceMarker & Record<string, unknown> = kind === "migration"
      ? { name, at: when, ms: 0, summary: { adopted: marker.join("/"), ...said } }
      : { state: "done", at: when, name, adopted: marker.join("/"), ...said };
    const op = kv.atomic().check({ key, versionstamp: null }).set(key, record);
    if (await commitOnce(op) !== null) adopted.push(name);
  }
  return adopted;
}

/** Deletes the earlier markers; returns how many there were. */
export function deleteEarlierMarkers(kv: Deno.Kv): Promise<number> {
  return deleteKeys(kv, Object.values(EARLIER_MARKERS));
}
