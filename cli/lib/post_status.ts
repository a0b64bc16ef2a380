/**
 * The STATUS a post shows in `recipes posts list`: "published", "draft", or, for a draft carrying a `scheduled_at`
 * time, "scheduled" while that time is ahead and "scheduled (due)" once it has passed and the site's publisher has
 * not published it yet (it does within its next run).
 */

/** The fields of a listed post the status is read from (`scheduled_at` may be absent from older sites). */
export interface ListedPostState {
  status: string;
  scheduled_at?: string | null;
}

/** The status label of `post` at `now` (epoch milliseconds). */
export function listedStatus(post: ListedPostState, now: number): string {
  if (post.status !== "draft" || !post.scheduled_at) return post.status;
  const at = Date.parse(post.scheduled_at);
  if (Number.isNaN(at)) return post.status;
  return at > now ? "scheduled" : "scheduled (due)";
}
