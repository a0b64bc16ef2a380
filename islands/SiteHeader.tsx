/**
 * The fixed site header: logo (with a default when missing or broken), the
 * server menu with keyboard-accessible dropdowns, a search toggle, a mobile
 * menu under 768 px and an 'Admin' link decided in the browser, so the
 * server HTML is the same for every visitor and pages stay cacheable.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import type { MenuNode } from "@/lib/menu/tree.ts";
import { DEFAULT_LOGO, STORAGE_KEYS } from "@/lib/shared/constants.ts";
import SearchBox from "./SearchBox.tsx";
import { pluralize } from "../lib/text/plural.ts";

/** Props of {@link SiteHeader}. */
export interface SiteHeaderProps {
  siteName: string;
  logoUrl: string | null;
  menu: MenuNode[];
}

/** True when the browser holds a sign-in: the `signed_in=1` hint cookie or a stored token. */
function isSignedIn(): boolean {
  if (document.cookie.split(/;\s*/).includes("signed_in=1")) return true;
  try {
    return !!localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return false;
  }
}

/** True when the menu `url` is the page at `path` (unknown before the browser tells). */
function samePath(url: string, path: string): boolean {
  return url !== "" && path !== "" && (url.replace(/\/+$/, "") || "/") === (path.replace(/\/+$/, "") || "/");
}

/**
 * Id of the one top-level entry that is the page at `path`: when several link to it (a "Recetas" dropdown
 * and a plain "Categorías" link both to /categorias), the plain link wins, else the first.
 */
export function currentEntryId(menu: MenuNode[], path: string): string | null {
  const matches = menu.filter((node) => samePath(node.url, path));
  const plain = matches.find((node) => !node.has_dropdown && node.children.length === 0);
  return (plain ?? matches[0])?.id ?? null;
}

export default function SiteHeader({ siteName, logoUrl, menu }: SiteHeaderProps) {
  const [logo, setLogo] = useState(logoUrl || DEFAULT_LOGO);
  const [enhanced, setEnhanced] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const [path, setPath] = useState("");
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const header = useRef<HTMLElement>(null);
  const logoImg = useRef<HTMLImageElement>(null);
  const currentId = currentEntryId(menu, path);

  useEffect(() => {
    setEnhanced(true);
    setSignedIn(isSignedIn());
    setPath(location.pathname);
    const img = logoImg.current;
    if (img && img.complete && img.naturalWidth === 0) setLogo(DEFAULT_LOGO);
  }, []);

  useEffect(() => {
    if (!openId && !menuOpen) return;
    const outside = (event: Event) => {
      if (header.current && !header.current.contains(event.target as Node)) {
        setOpenId(null);
        setMenuOpen(false);
      }
    };
    document.addEventListener("click", outside);
    return () => document.removeEventListener("click", outside);
  }, [openId, menuOpen]);

  useEffect(() => {
    if (searchOpen) document.getElementById("search-header")?.focus();
  }, [searchOpen]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "Escape") return;
    if (openId) {
      document.getElementById(`menu-trigger-${openId}`)?.focus();
      setOpenId(null);
    } else if (searchOpen) {
      setSearchOpen(false);
      document.getElementById("search-toggle")?.focus();
    } else if (menuOpen) {
      setMenuOpen(false);
      document.getElementById("menu-toggle")?.focus();
    }
  }

  function toggleSearch(event: Event) {
    event.preventDefault();
    setSearchOpen(!searchOpen);
  }

  return (
    <header
      ref={header}
      class={`site-header${menuOpen ? " is-menu-open" : ""}`}
      data-enhanced={enhanced ? "" : undefined}
      onKeyDown={onKeyDown}
    >
      <div class="site-header__inner">
        <a class="site-logo" href="/">
          <img
            ref={logoImg}
            class="site-logo__img"
            src={logo}
            alt=""
            width="40"
            height="40"
            onError={() => setLogo(DEFAULT_LOGO)}
          />
          <span class="site-logo__name">{siteName}</span>
        </a>
        <button
          id="menu-toggle"
          class="menu-toggle"
          type="button"
          aria-expanded={menuOpen ? "true" : "false"}
          aria-controls="site-nav"
          aria-label={menuOpen ? "Cerrar menú" : "Abrir menú"}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span class="menu-toggle__bar" aria-hidden="true" />
        </button>
        <nav id="site-nav" class="site-nav" aria-label="Principal">
          <ul class="site-menu">
            {menu.map((node) => (
              <MenuEntry
                key={node.id}
                node={node}
                path={path}
                current={node.id === currentId}
                open={openId === node.id}
                onToggle={() => setOpenId(openId === node.id ? null : node.id)}
                onLeave={() => setOpenId((current) => (current === node.id ? null : current))}
              />
            ))}
          </ul>
        </nav>
        <div class="site-header__actions">
          <a
            id="search-toggle"
            class="search-toggle"
            href="/search"
            role={enhanced ? "button" : undefined}
            aria-expanded={enhanced ? (searchOpen ? "true" : "false") : undefined}
            aria-controls="header-search"
            aria-label={searchOpen ? "Cerrar búsqueda" : "Buscar"}
            onClick={toggleSearch}
            onKeyDown={(event) => event.key === " " && toggleSearch(event)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" stroke-width="2" />
              <path d="m20 20-4-4" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
            </svg>
          </a>
          {signedIn && <a class="admin-link" href="/admin/dashboard">Admin</a>}
        </div>
      </div>
      <div id="header-search" class="header-search" hidden={!searchOpen}>
        <SearchBox variant="header" />
      </div>
    </header>
  );
}

interface MenuEntryProps {
  node: MenuNode;
  path: string;
  /** True for the one top-level entry marked as the current page. */
  current: boolean;
  open: boolean;
  onToggle: () => void;
  onLeave: () => void;
}

/** One top-level menu entry: a link, or a dropdown trigger with its submenu. */
function MenuEntry({ node, path, current: isCurrent, open, onToggle, onLeave }: MenuEntryProps) {
  const current = isCurrent ? "page" : undefined;
  const dropdown = node.has_dropdown || node.children.length > 0;
  if (!dropdown) {
    return (
      <li class="site-menu__item">
        {node.url
          ? <a class="site-menu__link" href={node.url} aria-current={current}>{node.label}</a>
          : <span class="site-menu__link">{node.label}</span>}
      </li>
    );
  }
  const submenuId = `submenu-${node.id}`;
  const trigger = {
    id: `menu-trigger-${node.id}`,
    type: "button" as const,
    "aria-expanded": open ? "true" as const : "false" as const,
    "aria-controls": submenuId,
    onClick: onToggle,
  };
  return (
    <li
      class={`site-menu__item has-dropdown${open ? " is-open" : ""}`}
      onFocusOut={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !(event.currentTarget as HTMLElement).contains(next)) onLeave();
      }}
    >
      {node.url
        ? (
          <>
            <a class="site-menu__link" href={node.url} aria-current={current}>{node.label}</a>
            <button class="site-menu__caret" aria-label={`Submenú de ${node.label}`} {...trigger}>
              <span class="caret" aria-hidden="true" />
            </button>
          </>
        )
        : (
          <button class="site-menu__link site-menu__trigger" {...trigger}>
            {node.label}
            <span class="caret" aria-hidden="true" />
          </button>
        )}
      <ul id={submenuId} class={`dropdown dropdown--${node.dropdown_position}`}>
        {node.children.map((child) => (
          <li key={child.id}>
            <a class="dropdown__link" href={child.url} aria-current={samePath(child.url, path) ? "page" : undefined}>
              <span>{child.label}</span>
              {child.post_count !== undefined && (
                <span class="dropdown__count" title={pluralize(child.post_count, "receta")}>{child.post_count}</span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
