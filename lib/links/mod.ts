/**
 * The link checker for HTTP handlers and scripts: check one post, every
 * published post, or run "check all" as a background job.
 */
export {
  checkAllPosts,
  type CheckAllSummary,
  checkPostLinks,
  type LinkCheckProgress,
  type PostLinkReport,
} from "./check_posts.ts";
export { type LinkCheckJobOptions, type StartedLinkCheckJob, startLinkCheckJob, waitForLinkCheckJob } from "./job.ts";
export { getLinkCheckJob, LINK_CHECK_JOB_KEY, type LinkCheckJob, LinkCheckJobSchema } from "./job_record.ts";
export type { LinkCheckOptions } from "./options.ts";
export type { SkippedLink } from "./post_links.ts";
