/**
 * Readers' votes on a published post (average out of 5 and how many voted),
 * shown in the editor's side column only when there are votes.
 */
import { useApiQuery } from "../../../lib/client/use_api_query.ts";
import { pluralize } from "../../../lib/text/plural.ts";

/** Props of {@link RatingsPanel}. */
export interface RatingsPanelProps {
  postId: string;
}

/** See the module doc. */
export function RatingsPanel({ postId }: RatingsPanelProps) {
  const { data } = useApiQuery<{ average: number; count: number }>(`/posts/${encodeURIComponent(postId)}/rating`);
  if (!data || data.count === 0) return null;
  return (
    <section class="panel ratings-panel" aria-labelledby="ratings-title">
      <h2 id="ratings-title">User ratings</h2>
      <p class="rating-summary">
        <span class="rating-stars" aria-hidden="true">
          {"★".repeat(Math.round(data.average))}
          {"☆".repeat(5 - Math.round(data.average))}
        </span>{" "}
        <strong class="rating-average">{data.average.toFixed(1)}</strong> / 5
      </p>
      <p class="rating-count">{pluralize(data.count, "vote")}</p>
    </section>
  );
}
