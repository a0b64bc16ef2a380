/**
 * Admin frame: fixed sidebar (slide-in menu with a top bar under 1024 px),
 * the signed-in user with a link to their Account page, and Logout. Page content arrives as server-rendered children.
 * Entries may carry a count (unread messages, pending reviews), read on the server and updated when a screen announces
 * a change.
 * It also holds the page's toast stack (`showToast()` from any island).
 */
import { type ReactNode, useEffect, useState } from "react";
import { isActiveNavItem, NAV_COUNT_LABELS, type NavCounts, navItemsFor } from "@/lib/admin/nav.ts";
import { NAV_COUNT_EVENT, type NavCountDetail } from "@/lib/client/nav_count.ts";
import { api, clearCredentials, STORAGE_KEYS, writeStorage } from "@/lib/client/api.ts";
import { ADMIN_LOGIN_PATH } from "@/lib/shared/paths.ts";
import Toaster from "./admin/Toaster.tsx";

interface AdminShellProps {
  path: string;
  user: { name: string; email: string; role: string };
  /** Counts shown beside sidebar entries, by entry href (what they count: {@link NAV_COUNT_LABELS}). */
  counts?: NavCounts;
  children?: ReactNode;
}

export default function AdminShell({ path, user, counts: initialCounts = {}, children }: AdminShellProps) {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [counts, setCounts] = useState<NavCounts>(initialCounts);

  useEffect(() => {
    const update = (event: Event) => {
      const { href, count } = (event as CustomEvent<NavCountDetail>).detail;
      setCounts((current) => ({ ...current, [href]: count }));
    };
    addEventListener(NAV_COUNT_EVENT, update);
    return () => removeEventListener(NAV_COUNT_EVENT, update);
  }, []);

  useEffect(() => {
    const close = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    addEventListener("keydown", close);
    return () => removeEventListener("keydown", close);
  }, []);

  async function logout() {
    setLeaving(true);
    writeStorage(STORAGE_KEYS.rememberedEmail, null);
    try {
      await api("/auth/logout", { method: "POST" });
    } catch {
      // Signing out locally still happens below.
    }
    clearCredentials();
    location.assign(ADMIN_LOGIN_PATH);
  }

  const initial = (user.name || user.email || "?").trim().charAt(0).toUpperCase();
  return (
    <div class="shell">
      <a class="skip-link" href="#admin-content">Skip to content</a>
      <header class="topbar">
        <strong>Recetas Cubanas</strong>
        <button
          type="button"
          aria-expanded={open ? "true" : "false"}
          aria-controls="admin-sidebar"
          onClick={() => setOpen(!open)}
        >
          {open ? "Close" : "Menu"}
        </button>
      </header>
      <div class={open ? "backdrop open" : "backdrop"} onClick={() => setOpen(false)} />
      <aside id="admin-sidebar" class={open ? "sidebar open" : "sidebar"}>
        <a class="brand" href="/admin/dashboard">Recetas Cubanas</a>
        <nav aria-label="Admin">
          {navItemsFor(user.role).map((item) => (
            <a
              key={item.href}
              href={item.href}
              aria-current={isActiveNavItem(item.href, path) ? "page" : undefined}
              onClick={() => setOpen(false)}
            >
              {item.label}
              {!!counts[item.href] && (
                <span class="nav-count">
                  {" "}
                  {counts[item.href]}
                  <span class="sr-only">{` ${NAV_COUNT_LABELS[item.href] ?? ""}`}</span>
                </span>
              )}
            </a>
          ))}
        </nav>
        <div class="me">
          <span class="avatar" aria-hidden="true">{initial}</span>
          <span class="name">{user.name}</span>
          <span class="email">{user.email}</span>
          <a
            class="account-link"
            href="/admin/account"
            aria-current={isActiveNavItem("/admin/account", path) ? "page" : undefined}
          >
            Account
          </a>
          <button type="button" class="btn logout" onClick={logout} disabled={leaving}>Logout</button>
        </div>
      </aside>
      <main id="admin-content" class="content" tabIndex={-1}>{children}</main>
      <Toaster />
    </div>
  );
}
