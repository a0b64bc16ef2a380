/**
 * GET /api/admin/backups/{id}/download: the recorded backup `id` (`recetas-<YYYYMMDDTHHMMSSZ>`) as a `.tar.gz`,
 * streamed as it is read; 404 for any other name or a backup no longer there. Admins only (`lib/auth/access.ts`).
 */
import { define } from "@/lib/define.ts";
import { routeParam } from "@/lib/http/params.ts";
import { backupArchive } from "@/lib/services/backup/archive.ts";

export const handler = define.handlers({
  async GET(c) {
    const id = routeParam(c, "id");
    const body = await backupArchive(c.var.kv, id);
    // `id` matched `recetas-<digits>T<digits>Z` in `backupArchive`: safe in the header as it is.
    return new Response(body, {
      headers: {
        "Content-Type": "application/gzip",
        "Content-Disposition": `attachment; filename="${id}.tar.gz"`,
        "Cache-Control": "no-store",
      },
    });
  },
});
