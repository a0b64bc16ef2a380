/**
 * The Settings screen's cache management panel: what this server process's
 * caches hold (entries, hits, hit rate since start), a button clearing
 * everything, and one invalidating each of the menu, settings and
 * categories caches.
 */
import { useState } from "react";
import BusyButton, { BUSY_TEXT } from "@/islands/admin/BusyButton.tsx";
import { CACHE_PATH, type CacheOverview, clearAllCaches, invalidateCache, percent } from "@/lib/client/settings.ts";
import { showToast } from "@/lib/client/toasts.ts";
import { useApiQuery } from "@/lib/client/use_api_query.ts";
import { attempt } from "@/lib/client/use_form_submit.ts";
import { TableHead } from "@/components/admin/TableHead.tsx";

const NAMES: Record<string, string> = { pages: "Pages", settings: "Settings", menu: "Menu", categories: "Categories" };
const INVALIDATE = ["menu", "settings", "categories"] as const;

/** Props of {@link CachePanel}. */
export interface CachePanelProps {
  initial: CacheOverview;
}

/** See the module doc. */
export default function CachePanel({ initial }: CachePanelProps) {
  const query = useApiQuery<CacheOverview>(CACHE_PATH, { initialData: initial });
  const [running, setRunning] = useState<string | null>(null);

  async function run(id: string, action: () => Promise<{ message: string }>, failure: string) {
    setRunning(id);
    await attempt(async () => showToast((await action()).message, "success"), failure);
    setRunning(null);
    await query.refetch();
  }

  const caches = query.data?.caches ?? [];
  return (
    <section class="panel settings-section" aria-labelledby="cache-heading">
      <h2 id="cache-heading">Cache Management</h2>
      <p class="hint">Counts of this server process since it started.</p>
      <table class="data-table cache-table" aria-label="Server caches">
        <TableHead columns={["Cache", "Entries", "Hits", "Misses", "Hit rate"]} />
        <tbody>
          {caches.map((cache) => (
            <tr key={cache.name} data-cache={cache.name}>
              <th scope="row">{NAMES[cache.name] ?? cache.name}</th>
              <td class="cache-entries">{cache.entries}</td>
              <td>{cache.hits}</td>
              <td>{cache.misses}</td>
              <td>{percent(cache.hit_rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div class="form-actions">
        <BusyButton
          class="btn btn-danger"
          busy={running === "all"}
          busyText={BUSY_TEXT.processing}
          disabled={running !== null}
          onClick={() => run("all", clearAllCaches, "Failed to clear cache")}
        >
          Clear All Caches
        </BusyButton>
        {INVALIDATE.map((name) => (
          <BusyButton
            key={name}
            class="btn btn-light"
            busy={running === name}
            busyText={BUSY_TEXT.processing}
            disabled={running !== null}
            onClick={() => run(name, () => invalidateCache(name), `Failed to invalidate ${name} cache`)}
          >
            {`Invalidate ${NAMES[name]}`}
          </BusyButton>
        ))}
      </div>
    </section>
  );
}
