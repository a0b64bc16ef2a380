/**
 * The Link Analysis dialog of one post: link counts, broken links, links to
 * check by hand, when it was last checked, and 'Re-check Links'.
 */
import { useEffect, useState } from "react";
import Modal from "@/islands/admin/Modal.tsx";
import { ApiError, isUnauthorized } from "@/lib/client/api.ts";
import { useApiQuery } from "@/lib/client/use_api_query.ts";
import { formatDateTimeAdmin } from "@/lib/format/dates.ts";
import type { LinkIssue, LinkStats } from "@/lib/schemas/link_stats.ts";
import { alertLinkCheckFailed, checkPostLinks, linkStatsPath } from "@/lib/client/link_checks.ts";
import { Button } from "@/components/admin/Button.tsx";
import { TableHead } from "@/components/admin/TableHead.tsx";

/** Shown when a post was never checked. */
export const NO_LINK_DATA = 'No link data available. Click "Re-check Links" to analyze this post.';

/** Props of {@link LinkAnalysisDialog}. */
export interface LinkAnalysisDialogProps {
  post: { id: string; title: string };
  onClose: () => void;
  /** Called with fresh stats after a re-check, so the list can update the row. */
  onChecked: (stats: LinkStats) => void;
}

function IssueTable({ issues, label }: { issues: LinkIssue[]; label: string }) {
  return (
    <table class="link-issues" aria-label={label}>
      <TableHead columns={["Type", "Text", "URL"]} />
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

/** The kit's modal; reads the stored stats while open (a 404 means never checked). */
export function LinkAnalysisDialog({ post, onClose, onChecked }: LinkAnalysisDialogProps) {
  const query = useApiQuery<LinkStats>(linkStatsPath(post.id));
  const [checking, setChecking] = useState(false);
  const neverChecked = query.error instanceof ApiError && query.error.status === 404;
  const stats = query.data ?? (neverChecked || query.error ? null : undefined);

  useEffect(() => {
    if (query.error && !neverChecked && !isUnauthorized(query.error)) {
      console.error("Failed to load link stats", query.error);
    }
  }, [query.error]);

  async function recheck() {
    setChecking(true);
    try {
      const result = await checkPostLinks(post.id);
      query.setData(result);
      onChecked(result);
    } catch (error) {
      alertLinkCheckFailed("Failed to check links", error);
    } finally {
      setChecking(false);
    }
  }

  return (
    <Modal
      title="Link Analysis"
      subtitle={post.title}
      class="link-dialog"
      onClose={onClose}
      footer={
        <Button variant="primary" onClick={recheck} disabled={checking}>
          {checking ? "Checking..." : "Re-check Links"}
        </Button>
      }
    >
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
          <p class="last-checked">Last checked: {formatDateTimeAdmin(stats.lastChecked)}</p>
        </>
      )}
    </Modal>
  );
}
