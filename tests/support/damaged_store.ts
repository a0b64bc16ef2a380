/**
 * A store with damaged inner pages, the way a failing disk or a half-copied file leaves one: a real store of this site
 * (its marker and a few thousand records, written through Deno KV), then every page past the first few overwritten
 * with noise. The SQLite header and the schema page stay valid, so the file passes the start's checks of the header
 * and tables (`lib/db/store_check.ts`) and Deno panics only once SQLite reads a damaged page.
 */
import { openCheckedStore } from "@/lib/db/store_check.ts";

/** Pages kept as written at the start of the file: the header and schema page, and the tables' root pages. */
const KEPT_PAGES = 8;

/** Writes the damaged store at `path` (a new file). */
export async function writeDamagedStore(path: string): Promise<void> {
  const kv = await openCheckedStore(path);
  try {
    for (let batch = 0; batch < 20; batch++) {
      const op = kv.atomic();
      for (let i = 0; i < 100; i++) op.set(["posts", `${batch}-${i}`], { title: "Receta ".repeat(40), batch, i });
      await op.commit();
    }
  } finally {
    kv.close();
  }
  const bytes = await Deno.readFile(path);
  const raw = (bytes[16] << 8) | bytes[17];
  const pageSize = raw === 1 ? 65_536 : raw;
  for (let offset = KEPT_PAGES * pageSize; offset < bytes.length; offset += pageSize) {
    bytes.fill(0xa5, offset, Math.min(offset + pageSize, bytes.length));
  }
  await Deno.writeFile(path, bytes);
  for (const side of ["-wal", "-shm"]) await Deno.remove(`${path}${side}`).catch(() => {});
}
