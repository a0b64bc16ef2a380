/**
 * The Reviews screen: tabs Pending, Approved, Spam and All with their counts, a search box (sent to the server), the
 * reviews newest first with their post, stars, e-mail and the site's reply; per review Approve (or Unapprove), Spam (or Not spam),
 * Reply (a modal) and Delete (confirmed); a check box per review and bulk Approve, Spam and Delete. A spam review held
 * because a pending queue was full says so ("Held: queue full").
 */
import { useEffect, useState } from "react";
import { useConfirm } from "@/islands/admin/ConfirmDialog.tsx";
import DataTable from "@/islands/admin/DataTable.tsx";
import Tabs from "@/islands/admin/Tabs.tsx";
import {
  bulkReviewAction,
  deleteReviewById,
  REVIEW_TABS,
  REVIEW_TEXT,
  reviewsListPath,
  setReviewStatus,
  tabCount,
} from "@/lib/client/reviews.ts";
import { announceNavCount } from "@/lib/client/nav_count.ts";
import { pluralize } from "@/lib/text/plural.ts";
import { useApiQuery } from "@/lib/client/use_api_query.ts";
import { useDebounced } from "@/lib/client/use_debounced.ts";
import { formatDateAdmin } from "@/lib/format/dates.ts";
import type { AdminReview, AdminReviewList, Review } from "@/lib/schemas/review.ts";
import type { ReviewFilter, ReviewHold, ReviewStatus } from "@/lib/schemas/review.ts";
import ReplyModal from "./ReplyModal.tsx";
import { attempt } from "@/lib/client/use_form_submit.ts";
import { Button } from "@/components/admin/Button.tsx";

const STATUS_LABEL: Record<ReviewStatus, string> = { pending: "Pending", approved: "Approved", spam: "Spam" };
const STATUS_DONE: Record<ReviewStatus, string> = {
  pending: REVIEW_TEXT.pending,
  approved: REVIEW_TEXT.approved,
  spam: REVIEW_TEXT.spammed,
};
const HELD_TITLE: Record<ReviewHold, string> = {
  "post-queue-full": "Held unread: its post already had the most pending reviews allowed",
  "site-queue-full": "Held unread: the site already had the most pending reviews allowed",
};
const COLUMNS = [{ label: "Select", hidden: true }, "Review", "Post", "Status", { label: "Actions", hidden: true }];

/** Props of {@link ReviewsScreen}: the first page of the Pending tab, read on the server. */
export interface ReviewsScreenProps {
  initial: AdminReviewList;
}

/** See the module doc. */
export default function ReviewsScreen({ initial }: ReviewsScreenProps) {
  const [tab, setTab] = useState<ReviewFilter>("pending");
  const [searchText, setSearchText] = useState("");
  const search = useDebounced(searchText.trim());
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [replying, setReplying] = useState<Review | null>(null);
  const confirm = useConfirm();
  const path = reviewsListPath(tab, search, page);
  const query = useApiQuery<AdminReviewList>(path, { initialData: initial, failureToast: REVIEW_TEXT.loadFailed });
  const list = query.data ?? { ...initial, reviews: [] };

  useEffect(() => {
    setPage(1);
    setSelected([]);
  }, [tab, search]);
  useEffect(() => announceNavCount("/admin/reviews", list.counts.pending), [list.counts.pending]);

  async function run(action: () => Promise<unknown>, done: string) {
    await attempt(action, () => REVIEW_TEXT.actionFailed, done);
    setSelected([]);
    await query.refetch();
  }

  const moveTo = (review: Review, status: ReviewStatus) =>
    run(() => setReviewStatus(review.id, status), STATUS_DONE[status]);

  async function remove(review: Review) {
    if (await confirm.askDanger("Delete Review", REVIEW_TEXT.deleteConfirm)) {
      await run(() => deleteReviewById(review.id), REVIEW_TEXT.deleted);
    }
  }

  async function bulk(action: "approve" | "spam" | "delete") {
    if (action === "delete") {
      if (!(await confirm.askDanger("Delete Reviews", REVIEW_TEXT.bulkDeleteConfirm))) return;
    }
    const count = selected.length;
    const verb = { approve: "approved", spam: "marked as spam", delete: "deleted" }[action];
    await run(() => bulkReviewAction(action, selected), `${pluralize(count, "review")} ${verb}`);
  }

  const allIds = list.reviews.map((r) => r.id);
  const allChecked = allIds.length > 0 && allIds.every((id) => selected.includes(id));
  const toggle = (id: string) =>
    setSelected(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);

  const table = (
    <>
      <div class="toolbar reviews-toolbar">
        <div class="search">
          <input
            type="search"
            aria-label="Search reviews"
            placeholder="Search reviews..."
            value={searchText}
            onInput={(event) => setSearchText((event.target as HTMLInputElement).value)}
          />
        </div>
        <label class="inline-field">
          <input
            type="checkbox"
            checked={allChecked}
            disabled={allIds.length === 0}
            onChange={() => setSelected(allChecked ? [] : allIds)}
          />
          <span>Select all</span>
        </label>
        <div class="bulk-actions" role="group" aria-label="Bulk actions">
          <Button disabled={!selected.length} onClick={() => bulk("approve")}>Approve selected</Button>
          <Button disabled={!selected.length} onClick={() => bulk("spam")}>Spam selected</Button>
          <Button variant="danger" disabled={!selected.length} onClick={() => bulk("delete")}>Delete selected</Button>
        </div>
      </div>
      <DataTable
        label="Reviews"
        class="reviews-table"
        columns={COLUMNS}
        rows={list.reviews}
        empty={REVIEW_TEXT.empty}
        page={list.page}
        pages={list.pages}
        onPage={setPage}
        loading={query.loading}
        renderRow={(review: AdminReview) => (
          <tr key={review.id} data-id={review.id}>
            <td>
              <input
                type="checkbox"
                aria-label={`Select review by ${review.name}`}
                checked={selected.includes(review.id)}
                onChange={() => toggle(review.id)}
              />
            </td>
            <td class="review-cell">
              <div class="review-head">
                <strong>{review.name}</strong>
                {review.email && <span class="hint">{review.email}</span>}
                {review.stars && <span class="review-stars">{review.stars} / 5 stars</span>}
                <time class="hint" dateTime={review.created_at}>{formatDateAdmin(review.created_at)}</time>
              </div>
              <p class="review-text">{review.text}</p>
              {review.reply && (
                <p class="review-reply">
                  <strong>Reply:</strong> {review.reply.text}
                </p>
              )}
            </td>
            <td>{review.post_title ?? <em>Deleted post</em>}</td>
            <td>
              <span class={`badge badge-review-${review.status}`}>{STATUS_LABEL[review.status]}</span>
              {review.status === "spam" && review.held && (
                <span class="badge badge-draft review-held" title={HELD_TITLE[review.held]}>Held: queue full</span>
              )}
            </td>
            <td class="actions">
              {[
                review.status === "approved"
                  ? { text: "Unapprove", label: `Unapprove review by ${review.name}`, to: "pending" as const }
                  : { text: "Approve", label: `Approve review by ${review.name}`, to: "approved" as const },
                review.status === "spam"
                  ? {
                    text: "Not spam",
                    label: `Not spam: move review by ${review.name} to pending`,
                    to: "pending" as const,
                  }
                  : { text: "Spam", label: `Mark review by ${review.name} as spam`, to: "spam" as const },
              ].map(({ text, label, to }, i) => (
                // Keyed by place: a moved review keeps the focused button, now with its opposite action.
                <Button key={i} aria-label={label} onClick={() => moveTo(review, to)}>{text}</Button>
              ))}
              <Button aria-label={`Reply to review by ${review.name}`} onClick={() => setReplying(review)}>
                Reply
              </Button>
              <Button variant="danger" aria-label={`Delete review by ${review.name}`} onClick={() => remove(review)}>
                Delete
              </Button>
            </td>
          </tr>
        )}
      />
    </>
  );

  return (
    <div class="reviews-screen">
      <Tabs
        label="Review status"
        initial="pending"
        onChange={(id) => setTab(id as ReviewFilter)}
        tabs={REVIEW_TABS.map((t) => ({
          id: t.value,
          label: `${t.label} (${tabCount(list.counts, t.value)})`,
          content: t.value === tab ? table : null,
        }))}
      />
      {replying && (
        <ReplyModal
          review={replying}
          onClose={() => setReplying(null)}
          onSaved={() => {
            setReplying(null);
            query.refetch();
          }}
        />
      )}
      {confirm.dialog}
    </div>
  );
}
