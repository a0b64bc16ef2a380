/** The admin sidebar: its entries, who sees them, and the active-item rule. */
import { accessRuleOf, audienceFor, isInAudience } from "../auth/access.ts";
import { withoutTrailingSlashes } from "../shared/paths.ts";

/** One sidebar entry: an admin page of the access table. */
export interface AdminNavItem {
  href: string;
  label: string;
}

/** Sidebar entries in the order the specification lists them. */
export const ADMIN_NAV: AdminNavItem[] = [
  { href: "/admin/dashboard", label: "Dashboard" },
  { href: "/admin/posts", label: "Posts" },
  { href: "/admin/media", label: "Media" },
  { href: "/admin/categories", label: "Categories" },
  { href: "/admin/menu", label: "Menu" },
  { href: "/admin/redirects", label: "Redirects" },
  { href: "/admin/messages", label: "Messages" },
  { href: "/admin/reviews", label: "Reviews" },
  { href: "/admin/themes", label: "Themes" },
  { href: "/admin/ai", label: "AI" },
  { href: "/admin/settings", label: "Settings" },
  { href: "/admin/users", label: "Users" },
];

/** Text shown to a user whose role may not open a screen. */
export const NO_PERMISSION = "Only administrators can manage this part of the site.";

/** Entries a user with `role` may open: those whose page the access table opens to the role. */
export function navItemsFor(role: string): AdminNavItem[] {
  return ADMIN_NAV.filter((item) => {
    const rule = accessRuleOf(item.href);
    if (!rule) throw new Error(`The sidebar entry ${item.href} has no row in the access table`);
    return isInAudience({ role }, audienceFor(rule, "GET")!);
  });
}

/** Dashboard is active only on its exact path; other entries on their path and below. */
export function isActiveNavItem(href: string, pathname: string): boolean {
  const path = withoutTrailingSlashes(pathname) || "/";
  if (href === "/admin/dashboard") return path === href;
  return path === href || path.startsWith(href + "/");
}

/** Counts beside sidebar entries, by entry href; entries without a count are absent. */
export type NavCounts = Record<string, number>;

/** What each count counts, read after the number by screen readers ("Messages 3 unread", "Reviews 2 pending"). */
export const NAV_COUNT_LABELS: Record<string, string> = { "/admin/messages": "unread", "/admin/reviews": "pending" };
