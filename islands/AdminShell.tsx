/**
 * Admin frame: fixed sidebar (slide-in menu with a top bar under 1024 px),
 * the signed-in user with a link to their Account page, and Logout. Page content arrives as server-rendered children.
 * It also holds the page's toast stack (`showToast()` from any island).
 */
import { useEffect, useState } from "react";
import type { ReactNode } from "react";
import { isActiveNavItem, navItemsFor } from "@/lib/admin/nav.ts";
import { api, clearCredentials, STORAGE_KEYS, writeStorage } from "@/lib/client/api.ts";
import { onNavBadge } from "@/lib/client/nav_badges.ts";
import { ADMIN_LOGIN_PATH } from "@/lib/shared/paths.ts";
import Toaster from "./admin/Toaster.tsx";

interface AdminShellProps {
  path: string;
  user: { name: string; email: string; role: string };
  /** Counts beside sidebar entries, by href (pending reviews). */
  badges?: Record<string, number>;
  children?: ReactNode;
}

export default function AdminShell({ path, user, badges: initialBadges = {}, children }: AdminShellProps) {
  const [open, setOpen] = useState(false);
  const [badges, setBadges] = useState(initialBadges);

  useEffect(() => onNavBadge((href, count) => setBadges((current) => ({ ...current, [href]: count }))), []);
  const [leaving, setLeaving] = useState(false);

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
              {badges[item.href] > 0 && (
                <>
                  {" "}
                  <span class="nav-badge">
                    {badges[item.href]}
                    {item.badgeLabel && <span class="sr-only">{` ${item.badgeLabel}`}</span>}
                  </span>
                </>
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
      <main class="content">{children}</main>
      <Toaster />
    </div>
  );
}
