/**
 * Who may call what: the one access table of the site. Every route of `routes/` has a row here (the site refuses
 * to start otherwise, and `tests/auth/access_table_test.ts` calls every route and method against it); the one
 * middleware of `access_control.ts` applies it before routing, so handlers never check roles.
 *
 * Audiences and the roles they stand for (roles are "admin", "editor" or any other value):
 * - `public`: everyone, visitors included;
 * - `signed-in`: any signed-in account, for its own things (who am I, password, API tokens);
 * - `editor`: content work (posts, categories, media, menu, redirects, contact messages, readers' reviews, AI
 *   help): every role today;
 * - `site-manager`: users, settings, themes and the AI configuration: admins only (`permissions.ts`).
 *
 * Refusals: an API route (`api`) answers 401 `{ error: "Authentication required" }` to visitors and 403
 * `{ error: "You do not have permission to do this" }` to other roles; an admin page (`page`) sends visitors to
 * `/admin/login?next=…` and shows other roles the admin 403 screen (`routes/admin/_500.tsx`). A `GET` entry also
 * covers `HEAD`; `*` covers every method; a method a row does not name is left to its route (405).
 *
 * Record-dependent rules (a draft is only for staff, hidden categories) are not here: see `lib/db/visibility.ts`.
 * Body sizes are declared on the row too: every request may send `MAX_JSON_BODY`, `upload` rows `MAX_UPLOAD_BODY`.
 */
import type { HttpMethod } from "../fresh/types.ts";

/** Who may reach a route (see the module comment for the roles). */
export type Audience = "public" | "signed-in" | "editor" | "site-manager";

/** What a refused request gets: JSON errors (`api`), or sign-in redirect and admin 403 screen (`page`). */
export type RefusalKind = "api" | "page";

/** Largest request body a row accepts: `json` (small) or `upload` (files). */
export type BodySize = "json" | "upload";

/** One row of the table: a route pattern, spelled as the file routes spell it (`/api/posts/:id`). */
export interface AccessRule {
  pattern: string;
  kind: RefusalKind;
  /** Audience per method (`*` for every method). */
  methods: Partial<Record<HttpMethod | "*", Audience>>;
  body: BodySize;
}

type Methods = AccessRule["methods"];

const api = (pattern: string, methods: Methods, body: BodySize = "json"): AccessRule => ({
  pattern,
  kind: "api",
  methods,
  body,
});
const page = (pattern: string, audience: Audience): AccessRule => ({
  pattern,
  kind: "page",
  methods: { GET: audience },
  body: "json",
});
const publicPage = (pattern: string): AccessRule => ({
  pattern,
  kind: "page",
  methods: { "*": "public" },
  body: "json",
});

const PUBLIC = "public" as const;
const SIGNED_IN = "signed-in" as const;
const EDITOR = "editor" as const;
const SITE_MANAGER = "site-manager" as const;

/** The access table: one row per route of `routes/`. */
export const ACCESS_TABLE: readonly AccessRule[] = [
  // Public site, feeds and files.
  publicPage("/"),
  publicPage("/categorias"),
  publicPage("/contact"),
  publicPage("/contacto"),
  publicPage("/guardadas"),
  publicPage("/politicas-de-privacidad"),
  publicPage("/search"),
  publicPage("/tag/:slug"),
  publicPage("/terminos-y-condiciones"),
  publicPage("/robots.txt"),
  publicPage("/rss.xml"),
  // Its own bearer token (METRICS_TOKEN), checked by the route: 404 when unset, 401 when wrong.
  api("/metrics", { GET: PUBLIC }),
  publicPage("/sitemap.xml"),
  // `/healthz` and `/readyz` are public too, answered before the app and this table (`lib/http/health.ts`).
  publicPage("/media/:path{.+}"),
  publicPage("/fonts/:version/:file"),
  publicPage("/:slug"),
  publicPage("/:base/:slug"),
  publicPage("/:path{.+}"),

  // Admin pages.
  page("/admin/login", PUBLIC),
  page("/admin", SIGNED_IN),
  page("/admin/dashboard", SIGNED_IN),
  page("/admin/account", SIGNED_IN),
  page("/admin/posts", EDITOR),
  page("/admin/posts/:id", EDITOR),
  page("/admin/media", EDITOR),
  page("/admin/categories", EDITOR),
  page("/admin/menu", EDITOR),
  page("/admin/redirects", EDITOR),
  page("/admin/messages", EDITOR),
  page("/admin/reviews", EDITOR),
  page("/admin/themes", SITE_MANAGER),
  page("/admin/ai", SITE_MANAGER),
  page("/admin/settings", SITE_MANAGER),
  page("/admin/users", SITE_MANAGER),
  page("/admin/:rest{.+}", SIGNED_IN),

  // Sign-in and the signed-in account.
  api("/api/auth/login", { POST: PUBLIC }),
  api("/api/auth/logout", { POST: PUBLIC }),
  api("/api/auth/github/start", { GET: PUBLIC }),
  api("/api/auth/github/callback", { GET: PUBLIC }),
  api("/api/auth/oidc/start", { GET: PUBLIC }),
  api("/api/auth/oidc/callback", { GET: PUBLIC }),
  api("/api/auth/me", { GET: SIGNED_IN }),
  api("/api/auth/password", { PUT: SIGNED_IN }),
  api("/api/auth/tokens", { GET: SIGNED_IN, POST: SIGNED_IN }),
  api("/api/auth/tokens/:id", { DELETE: SIGNED_IN }),

  // Reads of the public site, and what readers send.
  api("/api/posts", { GET: PUBLIC, POST: EDITOR }),
  api("/api/posts/:id", { GET: PUBLIC, PUT: EDITOR, DELETE: EDITOR }),
  api("/api/posts/slug/:slug", { GET: PUBLIC }),
  api("/api/posts/:id/categories", { GET: PUBLIC }),
  api("/api/posts/:id/rating", { GET: PUBLIC, POST: PUBLIC }),
  api("/api/posts/:id/reviews", { GET: PUBLIC, POST: PUBLIC }),
  api("/api/categories", { GET: PUBLIC }),
  api("/api/menu", { GET: PUBLIC }),
  api("/api/settings", { GET: PUBLIC, PUT: SITE_MANAGER }),
  api("/api/redirects/check", { POST: PUBLIC }),
  api("/api/contact", { POST: PUBLIC }),
  api("/api/:rest{.+}", { "*": PUBLIC }),

  // Content work.
  api("/api/upload", { POST: EDITOR, DELETE: EDITOR }, "upload"),
  api("/api/media", { GET: EDITOR }),
  api("/api/media/delete", { POST: EDITOR }),
  api("/api/admin/media/restore", { PUT: EDITOR }, "upload"),
  api("/api/admin/posts", { GET: EDITOR }),
  api("/api/admin/posts/:id/categories", { PUT: EDITOR }),
  api("/api/admin/posts/check-links", { GET: EDITOR }),
  api("/api/admin/posts/link-check-job", { GET: EDITOR, POST: EDITOR }),
  api("/api/admin/posts/link-stats", { GET: EDITOR }),
  api("/api/admin/categories", { GET: EDITOR, POST: EDITOR }),
  api("/api/admin/categories/reorder", { POST: EDITOR }),
  api("/api/admin/categories/:id", { GET: EDITOR, PUT: EDITOR, DELETE: EDITOR }),
  api("/api/admin/categories/:id/redirects", { GET: EDITOR }),
  api("/api/admin/category-redirects/:id", { DELETE: EDITOR }),
  api("/api/admin/menu", { GET: EDITOR, POST: EDITOR }),
  api("/api/admin/menu/reorder", { PUT: EDITOR }),
  api("/api/admin/menu/:id", { PUT: EDITOR, DELETE: EDITOR }),
  api("/api/admin/menu/:id/submenus", { PUT: EDITOR }),
  api("/api/admin/redirects", { GET: EDITOR, POST: EDITOR }),
  api("/api/admin/redirects/:id", { GET: EDITOR, PUT: EDITOR, DELETE: EDITOR }),
  api("/api/admin/messages", { GET: EDITOR, POST: EDITOR }),
  api("/api/admin/messages/bulk", { POST: EDITOR }),
  api("/api/admin/messages/:id", { GET: EDITOR, PATCH: EDITOR, DELETE: EDITOR }),
  api("/api/admin/reviews", { GET: EDITOR, POST: EDITOR }),
  api("/api/admin/reviews/bulk", { POST: EDITOR }),
  api("/api/admin/reviews/counts", { GET: EDITOR }),
  api("/api/admin/reviews/:id", { GET: EDITOR, PATCH: EDITOR, DELETE: EDITOR }),
  api("/api/admin/cache", { GET: EDITOR }),
  api("/api/admin/cache/clear", { POST: EDITOR }),
  api("/api/admin/cache/invalidate/:name", { POST: EDITOR }),
  api("/api/ai/status", { GET: EDITOR }),
  api("/api/ai/generate-job", { GET: EDITOR, POST: EDITOR, DELETE: EDITOR }),
  ...[
    "calculate-seo-score",
    "enhance-content",
    "fix-content",
    "generate-content",
    "generate-content-images",
    "generate-focus-keywords",
    "generate-image-metadata",
    "generate-images",
    "generate-recipe-schema",
    "generate-section",
    "generate-seo",
    "generate-single-image",
    "replace-placeholders",
    "select-categories",
    "smart-assistant",
  ].map((name) => api(`/api/ai/${name}`, { POST: EDITOR })),

  // Managing the site.
  api("/api/users", { GET: SITE_MANAGER }),
  api("/api/admin/users", { POST: SITE_MANAGER }),
  api("/api/admin/users/:id", { PUT: SITE_MANAGER, DELETE: SITE_MANAGER }),
  api("/api/admin/users/:id/reset-password", { POST: SITE_MANAGER }),
  api("/api/admin/settings", { GET: SITE_MANAGER }),
  api("/api/admin/backups", { GET: SITE_MANAGER, POST: SITE_MANAGER }),
  api("/api/admin/backups/:id/download", { GET: SITE_MANAGER }),
  api("/api/admin/ai", { GET: SITE_MANAGER, PUT: SITE_MANAGER }),
  api("/api/admin/ai/usage", { GET: SITE_MANAGER }),
  api("/api/admin/themes", { GET: SITE_MANAGER, PUT: SITE_MANAGER }),
  api("/api/admin/themes/:asset", { POST: SITE_MANAGER, DELETE: SITE_MANAGER }, "upload"),
];
