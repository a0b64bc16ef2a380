/** The admin sidebar: its entries, who sees them, and the active-item rule. */
import { canManageSite } from "../auth/permissions.ts";
import { withoutTrailingSlashes } from "../shared/paths.ts";

/** One sidebar entry. */
export interface AdminNavItem {
  href: string;
  label: string;
  /** Managing the site (themes, AI, settings, users) is for admins only. */
  siteManagement?: boolean;
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
  { href: "/admin/themes", label: "Themes", siteManagement: true },
  { href: "/admin/ai", label: "AI", siteManagement: true },
  { href: "/admin/settings", label: "Settings", siteManagement: true },
  { href: "/admin/users", label: "Users", siteManagement: true },
];

/** Text shown to a user whose role may not open a screen. */
export const NO_PERMISSION = "Only administrators can manage this part of the site.";

/** Entries a user with `role` may open: editors do not see the site-management screens. */
export function navItemsFor(role: string): AdminNavItem[] {
  return canManageSite({ role }) ? ADMIN_NAV : ADMIN_NAV.filter((item) => !item.siteManagement);
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
