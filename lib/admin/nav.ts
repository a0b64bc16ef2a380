/** The admin sidebar: its entries and the active-item rule. */

/** One sidebar entry. */
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
  { href: "/admin/themes", label: "Themes" },
  { href: "/admin/ai", label: "AI" },
  { href: "/admin/settings", label: "Settings" },
  { href: "/admin/users", label: "Users" },
];

/** Dashboard is active only on its exact path; other entries on their path and below. */
export function isActiveNavItem(href: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (href === "/admin/dashboard") return path === href;
  return path === href || path.startsWith(href + "/");
}
