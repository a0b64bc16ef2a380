/**
 * Multi-file upload of the media library: a file button (several files at
 * once) and a drop zone, one progress bar per file fed by the upload's
 * progress events, and a summary when the batch is done. Any failure raises
 * the 'Failed to upload files' alert; each failed file shows its reason.
 */
import { useId, useState } from "react";
import { useDropZone } from "@/lib/client/use_drop_zone.ts";
import { failureMessage, isUnauthorized } from "@/lib/client/api.ts";
import { UPLOAD_FAILED, uploadMediaFile } from "@/lib/client/media.ts";
import { showToast } from "@/lib/client/toasts.ts";
import { pluralize } from "../../../lib/text/plural.ts";

/** One file of the batch on screen. */
interface UploadRow {
  id: number;
  name: string;
  progress: number;
  status: "waiting" | "uploading" | "done" | "failed";
  error?: string;
}

/** Props of {@link Uploader}. */
export interface UploaderProps {
  /** Called once a batch has finished (to reload the grid). */
  onUploaded: () => void;
}

let nextRow = 1;

/** See the module doc. */
export default function Uploader({ onUploaded }: UploaderProps) {
  const id = useId();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [summary, setSummary] = useState("");
  const busy = rows.some((row) => row.status === "waiting" || row.status === "uploading");

  const update = (rowId: number, change: Partial<UploadRow>) =>
    setRows((current) => current.map((row) => row.id === rowId ? { ...row, ...change } : row));

  async function uploadAll(list: FileList | File[] | null | undefined) {
    const files = Array.from(list ?? []);
    if (files.length === 0 || busy) return;
    const batch = files.map((file) => ({ id: nextRow++, name: file.name, progress: 0, status: "waiting" as const }));
    setRows(batch);
    setSummary("");
    let failed = 0;
    for (const [index, file] of files.entries()) {
      const row = batch[index];
      update(row.id, { status: "uploading" });
      try {
        await uploadMediaFile(file, (share) => update(row.id, { progress: share }));
        update(row.id, { status: "done", progress: 1 });
      } catch (error) {
        if (isUnauthorized(error)) return;
        failed++;
        update(row.id, { status: "failed", error: failureMessage(error, "Upload failed") });
      }
    }
    const done = files.length - failed;
    setSummary(
      `${done} of ${pluralize(files.length, "file")} uploaded${failed ? `, ${failed} failed` : ""}.`,
    );
    if (failed) showToast(UPLOAD_FAILED, "error");
    onUploaded();
  }

  const drop = useDropZone(uploadAll);
  return (
    <section class="media-uploader" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} class="panel-title">Upload Images</h2>
      <div
        class={drop.over ? "drop-zone over" : "drop-zone"}
        data-drop-zone
        {...drop.handlers}
      >
        <p class="drop-text">Drop images here or choose files</p>
        <label class="btn btn-primary" for={`${id}-files`}>Choose Files</label>
        <input
          id={`${id}-files`}
          class="sr-only"
          type="file"
          accept="image/*"
          multiple
          disabled={busy}
          onChange={(event) => {
            const input = event.target as HTMLInputElement;
            const files = Array.from(input.files ?? []);
            input.value = "";
            uploadAll(files);
          }}
        />
      </div>
      {rows.length > 0 && (
        <ul class="upload-list" aria-label="Uploads">
          {rows.map((row) => (
            <li key={row.id} class={`upload-row upload-${row.status}`} data-upload-status={row.status}>
              <span class="upload-name">{row.name}</span>
              <progress max={100} value={Math.round(row.progress * 100)} aria-label={`Upload of ${row.name}`} />
              <span class="upload-state">
                {row.status === "failed"
                  ? row.error
                  : row.status === "done"
                  ? "Uploaded"
                  : `${Math.round(row.progress * 100)}%`}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p class="upload-summary" role="status">{summary}</p>
    </section>
  );
}
