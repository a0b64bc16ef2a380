/**
 * What a reader may see of a record, by the record: a draft is only for staff, and so are hidden categories. Who
 * may call a route at all is the access table's job (`lib/auth/access.ts`); these rules depend on the record (or
 * the query) and are named here once. Staff is the table's `staff` audience.
 */
import type { AuthUser } from "../app_env.ts";
import { isInAudience } from "../auth/access.ts";
import { UnauthorizedError } from "../errors.ts";

type Viewer = Pick<AuthUser, "role"> | null | undefined;

/** Drafts are for staff only. */
export function seesDrafts(viewer: Viewer): boolean {
  return isInAudience(viewer, "staff");
}

/** Hidden (inactive) categories are for staff only. */
export function seesHiddenCategories(viewer: Viewer): boolean {
  return isInAudience(viewer, "staff");
}

/** The post found when `viewer` may read it ({@link seesDrafts}), else null (answered as not found). */
export function visiblePost<T extends { post: { status: string } }>(found: T | null, viewer: Viewer): T | null {
  return found && (found.post.status === "published" || seesDrafts(viewer)) ? found : null;
}

/** The status a post list asks for: visitors list published posts, and asking for another status is a 401. */
export function listableStatus<S extends string>(asked: S | undefined, viewer: Viewer): S | "published" | undefined {
  if (seesDrafts(viewer)) return asked;
  if (asked && asked !== "published") throw new UnauthorizedError();
  return "published";
}

/** Whether a category list asked for hidden categories (`asked`) includes them; a visitor asking is a 401. */
export function includesHiddenCategories(asked: boolean | undefined, viewer: Viewer): boolean {
  if (asked && !seesHiddenCategories(viewer)) throw new UnauthorizedError();
  return !!asked;
}
