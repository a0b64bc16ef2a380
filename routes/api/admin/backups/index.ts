/**
 * Backups in Admin → Settings (admins only: `lib/auth/access.ts`).
 * GET /api/admin/backups → `{ backups, job, schedule }` (`lib/schemas/backups.ts`): the latest backups, newest first,
 * the current or last "Back up now" job (`{ state: "idle" }` when none ran), and the schedule.
 * POST /api/admin/backups: starts "Back up now" in the background (or joins the running one) → 202 with the job.
 */
import { define } from "@/lib/define.ts";
import { startBackupJob } from "@/lib/services/backup/admin_job.ts";
import { backupsOverview } from "@/lib/services/backup/overview.ts";

export const handler = define.handlers({
  async GET(c) {
    return c.json(await backupsOverview(c.var.kv, c.var.config.backup));
  },
  async POST(c) {
    const { kvPath, dir, keep } = c.var.config.backup;
    const by = `admin:${c.var.user?.email ?? "unknown"}`;
    const { job } = await startBackupJob(c.var.kv, { kvPath, dir, media: c.var.media }, { by, keep });
    return c.json(job, 202);
  },
});
