/**
 * The Settings screen's backups panel (admins only): the schedule, the latest backups (time, size, result, who made
 * them) with a download link each while the folder is kept, and "Back up now", which starts the background job and
 * shows its progress; a job already running (after a reload, or started by another admin) is picked up and followed.
 */
import { useEffect, useRef } from "react";
import BusyButton from "@/islands/admin/BusyButton.tsx";
import {
  BACKUP_FAILED,
  backupDownloadUrl,
  type BackupJob,
  BACKUPS_PATH,
  type BackupsOverview,
  backupStepText,
  intervalText,
  startBackup,
} from "@/lib/client/backups.ts";
import { showToast } from "@/lib/client/toasts.ts";
import { useApiQuery } from "@/lib/client/use_api_query.ts";
import { formatBytes } from "@/lib/format/format_bytes.ts";
import { formatDateTimeAdmin } from "@/lib/format/dates.ts";
import { attempt } from "@/lib/client/use_form_submit.ts";
import { TableHead } from "@/components/admin/TableHead.tsx";

/** Milliseconds between reads while a backup runs. */
const POLL_MS = 1000;

/** Props of {@link BackupsPanel}. */
export interface BackupsPanelProps {
  initial: BackupsOverview;
}

function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** See the module doc. */
export default function BackupsPanel({ initial }: BackupsPanelProps) {
  const query = useApiQuery<BackupsOverview>(BACKUPS_PATH, { initialData: initial });
  const data = query.data ?? initial;
  const job = data.job.state === "idle" ? null : data.job as BackupJob;
  const running = job?.state === "running";
  /** The job this page saw running, so its end is announced once. */
  const followed = useRef<string | null>(running ? job.id : null);

  useEffect(() => {
    if (running) {
      followed.current = job.id;
      const timer = setTimeout(() => void query.refetch(), POLL_MS);
      return () => clearTimeout(timer);
    }
    if (job && followed.current === job.id) {
      followed.current = null;
      if (job.state === "done") showToast("Backup complete.", "success");
      else showToast(job.error ? `Backup failed: ${job.error}` : BACKUP_FAILED, "error");
    }
  }, [data]);

  async function backUpNow() {
    await attempt(async () => {
      const started = await startBackup();
      followed.current = started.id;
      query.setData({ ...data, job: started });
    }, BACKUP_FAILED);
  }

  const { everyMs, keep } = data.schedule;
  return (
    <section class="panel settings-section" aria-labelledby="backups-heading">
      <h2 id="backups-heading">Backups</h2>
      <p class="hint">
        {everyMs
          ? `Automatic backups ${intervalText(everyMs)}; the newest ${keep} are kept.`
          : `No automatic backups (set BACKUP_EVERY to schedule them); the newest ${keep} are kept.`}
      </p>
      <div class="form-actions">
        <BusyButton
          class="btn btn-primary"
          busy={running}
          busyText="Backing up…"
          disabled={running}
          onClick={backUpNow}
        >
          Back up now
        </BusyButton>
        <span class="backup-progress" role="status" aria-live="polite">
          {running ? backupStepText(job) : ""}
        </span>
      </div>
      {data.backups.length === 0
        ? <p class="empty">No backups yet.</p>
        : (
          <table class="data-table backups-table" aria-label="Latest backups">
            <TableHead columns={["Time", "Size", "Result", "Made by", "Download"]} />
            <tbody>
              {data.backups.map((backup) => (
                <tr key={backup.at} data-backup={backup.id}>
                  <th scope="row">
                    <time dateTime={backup.at}>{formatDateTimeAdmin(backup.at)}</time>
                  </th>
                  <td>{backup.ok ? formatBytes(backup.bytes) : "—"}</td>
                  <td>
                    {backup.ok
                      ? <span class="badge badge-backup-ok">OK</span>
                      : <span class="badge badge-backup-failed" title={backup.error}>Failed</span>}
                    <span class="backup-duration">{formatDuration(backup.ms)}</span>
                  </td>
                  <td>{backup.by.replace(/^admin:/, "")}</td>
                  <td>
                    {backup.available
                      ? (
                        <a href={backupDownloadUrl(backup.id)} download={`${backup.id}.tar.gz`}>
                          {`${backup.id}.tar.gz`}
                        </a>
                      )
                      : backup.ok
                      ? "Removed"
                      : backup.error}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
    </section>
  );
}
