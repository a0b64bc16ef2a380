/**
 * What a reader may see of a record, by the record: drafts and hidden categories are for staff only. Who may call a
 * route at all is the access table's job (`lib/auth/access.ts`); these rules depend on the record (or the query) and
 * are named here once. `staff` is the caller's membership of the table's `staff` audience (`isInAudience`).
 */
import { UnauthorizedError } from "../errors.ts";

/** The post found when the reader may read it (published, or `staff`), else null (answered as not found). */
export function visiblePost<T extends { post: { status: string } }>(found: T | null, staff: boolean): T | null {
  return found && (found.post.status === "published" || staff) ? found : null;
}

/** The status a post list asks for: visitors list published posts, and asking for another status is a 401. */
export function listableStatus<S extends string>(asked: S | undefined, staff: boolean): S | "published" | undefined {
  if (staff) return asked;
  if (asked && asked !== "published") throw new UnauthorizedError();
  return "published";
}

/** Whether a category list asked for hidden categories (`asked`) includes them; a visitor asking is a 401. */
export function includesHiddenCategories(asked: boolean | undefined, staff: boolean): boolean {
  if (asked && !staff) throw new UnauthorizedError();
  return !!asked;
}
