/**
 * The Link Analysis dialog of one post: link counts, broken links, links to
 * check by hand, when it was last checked, and 'Re-check Links'.
 */
import { useEffect, useRef, useState } from "react";
import { isUnauthorized } from "@/lib/client/api.ts";
import { formatDateAdmin } from "@/lib/format/dates.ts";
import type { LinkIssue, LinkStats } from "@/lib/schemas/link_stats.ts";
import { checkPostLinks, fetchLinkStats, LINK_CHECK_FAILED } from "./link_check_api.ts";

/** Shown when a post was never checked. */
export const NO_LINK_DATA = 'No link data available. Click "Re-check Links" to analyze this post.';

/** Props of {@link LinkAnalysisDialog}. */
export interface LinkAnalysisDialogProps {
  post: { id: string; title: string };
  onClose: () => void;
  /** Called with fresh stats after a re-check, so the list can update the row. */
  onChecked: (stats: LinkStats) => void;
}

/** "Mar 5, 2026, 14:03 UTC". */
function formatCheckedAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const time = date.toISOString().slice(11, 16);
  return `${formatDateAdmin(iso)}, ${time} UTC`;
}

function IssueTable({ issues, label }: { issues: LinkIssue[]; label: string }) {
  return (
    <table class="link-issues" aria-label={label}>
      <thead>
        <tr>
          <th>Type</th>
          <th>Text</th>
          <th>URL</th>
        </tr>
      </thead>
      <tbody>
        {issues.map((issue, i) => (
          <tr key={i}>
            <td>
              <span class={`badge badge-${issue.type}`}>{issue.type === "internal" ? "Internal" : "External"}</span>
            </td>
            <td>{issue.text || <em>(no text)</em>}</td>
            <td class="url">
              <a href={issue.url} target="_blank" rel="noopener noreferrer">{issue.url}</a>
              {(issue.status || issue.reason) && (
                <div class="issue-reason">{[issue.status, issue.reason].filter(Boolean).join(" · ")}</div>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Modal dialog; loads the stored stats when it opens. */
export function LinkAnalysisDialog({ post, onClose, onChecked }: LinkAnalysisDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [stats, setStats] = useState<LinkStats | null | undefined>(undefined);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    ref.current?.showModal();
    let live = true;
    fetchLinkStats(post.id)
      .then((result) => live && setStats(result))
      .catch((error) => {
        if (!isUnauthorized(error)) console.error("Failed to load link stats", error);
        if (live) setStats(null);
      });
    return () => {
      live = false;
    };
  }, [post.id]);

  async function recheck() {
    setChecking(true);
    try {
      const result = await checkPostLinks(post.id);
      setStats(result);
      onChecked(result);
    } catch (error) {
      if (!isUnauthorized(error)) {
        console.error("Failed to check links", error);
        alert(LINK_CHECK_FAILED);
      }
    } finally {
      setChecking(false);
    }
  }

  return (
    <dialog
      ref={ref}
      class="link-dialog"
      aria-labelledby="link-dialog-title"
      onClose={onClose}
      onClick={(event) => event.target === ref.current && ref.current?.close()}
    >
      <div class="dialog-body">
        <header class="dialog-head">
          <div>
            <h2 id="link-dialog-title">Link Analysis</h2>
            <p class="dialog-sub">{post.title}</p>
          </div>
          <button type="button" class="btn btn-light" onClick={() => ref.current?.close()}>Close</button>
        </header>
        {stats === undefined && <p class="muted">Loading...</p>}
        {stats === null && <p class="no-data">{NO_LINK_DATA}</p>}
        {stats && (
          <>
            <dl class="link-counts">
              <div data-count="outbound-internal">
                <dt>Outbound Internal</dt>
                <dd>{stats.outboundInternal}</dd>
              </div>
              <div data-count="outbound-external">
                <dt>Outbound External</dt>
                <dd>{stats.outboundExternal}</dd>
              </div>
              <div data-count="inbound">
                <dt>Inbound</dt>
                <dd>{stats.inboundCount}</dd>
              </div>
              <div data-count="broken" class={stats.brokenLinksCount ? "bad" : undefined}>
                <dt>Broken</dt>
                <dd>{stats.brokenLinksCount}</dd>
              </div>
            </dl>
            <h3>Broken Links</h3>
            {stats.brokenLinks.length
              ? <IssueTable issues={stats.brokenLinks} label="Broken links" />
              : <p class="muted">No broken links found.</p>}
            {(stats.manualCheck ?? []).length > 0 && (
              <>
                <h3>Check Manually</h3>
                <p class="muted">These sites refuse automated checks; open them to confirm they work.</p>
                <IssueTable issues={stats.manualCheck} label="Links to check manually" />
              </>
            )}
            <p class="last-checked">Last checked: {formatCheckedAt(stats.lastChecked)}</p>
          </>
        )}
        <footer class="dialog-foot">
          <button type="button" class="btn btn-primary" onClick={recheck} disabled={checking}>
            {checking ? "Checking..." : "Re-check Links"}
          </button>
        </footer>
      </div>
    </dialog>
  );
}
