/**
 * 'Check All Links': asks for confirmation (the kit's confirm dialog), starts the background link check
 * and shows its progress until it ends. A check already running (for example
 * after a page reload) is picked up on load.
 */
import { useEffect, useState } from "react";
import { useConfirm } from "@/islands/admin/ConfirmDialog.tsx";
import { isUnauthorized } from "@/lib/client/api.ts";
import {
  alertLinkCheckFailed,
  fetchLinkCheckJob,
  LINK_CHECK_FAILED,
  type LinkCheckJob,
  startLinkCheckJob,
} from "@/lib/client/link_checks.ts";
import { pluralize } from "../../lib/text/plural.ts";
import { Button } from "@/components/admin/Button.tsx";

/** Confirmation asked before checking every post. */
export const CHECK_ALL_CONFIRM =
  "This will check links for all published posts. This may take a few minutes. Continue?";
/** Milliseconds between progress reads. */
const POLL_MS = 1000;

/** Success alert after checking every post. */
export function checkAllDoneMessage(processed: number): string {
  return `Link check complete! Processed ${pluralize(processed, "post")}.`;
}

/** Props of {@link CheckAllLinks}. */
export interface CheckAllLinksProps {
  /** Called after a successful run (the list reloads its link counts). */
  onComplete: () => void;
}

/** The 'Check All Links' button with the running job's progress. */
export function CheckAllLinks({ onComplete }: CheckAllLinksProps) {
  const [job, setJob] = useState<LinkCheckJob | null>(null);
  const running = job?.state === "running";
  const confirm = useConfirm();

  useEffect(() => {
    fetchLinkCheckJob()
      .then((current) => current.state === "running" && setJob(current))
      .catch((error) => isUnauthorized(error) || console.error("Failed to read the link check job", error));
  }, []);

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(async () => {
      try {
        follow(await fetchLinkCheckJob());
      } catch (error) {
        setJob(null);
        alertLinkCheckFailed("Failed to read the link check job", error);
      }
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job]);

  /** Shows a running job's progress, or its end. */
  function follow(result: LinkCheckJob) {
    if (result.state === "running") return setJob(result);
    setJob(null);
    if (result.state === "done") {
      alert(checkAllDoneMessage(result.processed ?? 0));
      onComplete();
    } else alert(LINK_CHECK_FAILED);
  }

  async function start() {
    if (!(await confirm.ask({ title: "Check All Links", message: CHECK_ALL_CONFIRM, confirmText: "Continue" }))) return;
    setJob({ state: "running", total: 0, processed: 0 });
    try {
      follow(await startLinkCheckJob());
    } catch (error) {
      setJob(null);
      alertLinkCheckFailed("Failed to start the link check", error);
    }
  }

  return (
    <div class="check-all">
      <Button onClick={start} disabled={running}>{running ? "Checking Links..." : "Check All Links"}</Button>
      {running && (
        <span class="check-progress" role="status">
          <progress max={job.total || 1} value={job.total ? job.processed ?? 0 : 0} />
          {job.total ? `${job.processed ?? 0} of ${pluralize(job.total, "post")}` : "Starting..."}
        </span>
      )}
      {confirm.dialog}
    </div>
  );
}
