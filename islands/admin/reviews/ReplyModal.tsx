/** The Reply modal of the Reviews screen: the site's answer under a review (empty text removes it). */
import { useState } from "react";
import Modal from "@/islands/admin/Modal.tsx";
import { REVIEW_TEXT, saveReviewReply } from "@/lib/client/reviews.ts";
import { showToast } from "@/lib/client/toasts.ts";
import type { Review } from "@/lib/schemas/review.ts";
import { useFormSubmit } from "@/lib/client/use_form_submit.ts";
import { Button } from "@/components/admin/Button.tsx";

/** Props of {@link ReplyModal}. */
export interface ReplyModalProps {
  review: Review;
  onClose: () => void;
  onSaved: () => void;
}

/** See the module doc. */
export default function ReplyModal({ review, onClose, onSaved }: ReplyModalProps) {
  const [text, setText] = useState(review.reply?.text ?? "");
  const { busy: saving, run } = useFormSubmit();

  function save(event: Event) {
    event.preventDefault();
    run(async () => {
      await saveReviewReply(review.id, text);
      showToast(text.trim() ? REVIEW_TEXT.replied : REVIEW_TEXT.replyRemoved, "success");
      onSaved();
    }, () => REVIEW_TEXT.actionFailed);
  }

  return (
    <Modal
      title={`Reply to ${review.name}`}
      subtitle={review.text.length > 140 ? `${review.text.slice(0, 140)}…` : review.text}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <button type="submit" form="review-reply-form" class="btn btn-primary" disabled={saving}>
            {saving ? "Saving..." : "Save Reply"}
          </button>
        </>
      }
    >
      <form id="review-reply-form" onSubmit={save}>
        <div class="field">
          <label for="review-reply-text">Reply as the site</label>
          <textarea
            id="review-reply-text"
            rows={5}
            maxLength={3000}
            value={text}
            data-autofocus
            onInput={(event) => setText((event.target as HTMLTextAreaElement).value)}
          />
        </div>
        <p class="hint">Shown under the review on the public page. Leave empty to remove the reply.</p>
      </form>
    </Modal>
  );
}
