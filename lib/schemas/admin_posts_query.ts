/** Query of the admin posts list (the one definition, shared by the API and the page). */
import { z } from "zod";
import { POSTS_PAGE_SIZE } from "../shared/constants.ts";
import { queryInt } from "./query_number.ts";

/** Largest page the list answers. */
export const ADMIN_POSTS_MAX_LIMIT = 100;

/** Query of the admin posts list: `status`, `title`, `order`, `page`, `limit`. Empty values mean the default. */
export const AdminPostsQuerySchema = z.object({
  status: z.preprocess(emptyAsMissing, z.enum(["all", "published", "draft"]).default("all")),
  title: z.preprocess(
    emptyAsMissing,
    z.string().trim().max(200, "Search must be at most 200 characters").default(""),
  ),
  order: z.preprocess(emptyAsMissing, z.enum(["newest", "oldest"]).default("newest")),
  page: z.preprocess(
    emptyAsMissing,
    queryInt({ min: 1, max: 1_000_000, message: "Page must be a whole number from 1" }).default(1),
  ),
  limit: z.preprocess(
    emptyAsMissing,
    queryInt({ min: 1, max: ADMIN_POSTS_MAX_LIMIT, message: "Limit must be between 1 and 100" })
      .default(POSTS_PAGE_SIZE),
  ),
});
/** A parsed admin posts query. */
export type AdminPostsQuery = z.output<typeof AdminPostsQuerySchema>;

function emptyAsMissing(value: unknown): unknown {
  return value === "" || value === null ? undefined : value;
}
