/**
 * Who may call what: the one access table of the site. Every route of `routes/` has a row here (the site refuses
 * to start otherwise, and `tests/auth/access_table_test.ts` calls every route and method against it); the file
 * routes give each route its row as they register it (`access_control.ts`), so handlers never check roles.
 *
 * Audiences and the roles they stand for (roles are "admin", "editor" or any other value):
 * - `public`: everyone, visitors included;
 * - `staff`: any signed-in account, whatever its role: its own things (who am I, password, API tokens) and content
 *   work (posts, categories, media, menu, redirects, contact messages, readers' reviews, AI help);
 * - `site-manager`: users, settings, themes and the AI configuration: admins only ({@link SITE_MANAGER_ROLES}).
 *
 * Refusals: an API route (`api`) answers 401 `{ error: "Authentication required" }` to visitors and 403
 * `{ error: "You do not have permission to do this" }` to other roles; an admin page (`page`) sends visitors to
 * `/admin/login?next=…` and shows other roles the admin 403 screen (`routes/admin/_500.tsx`). A `GET` entry also
 * covers `HEAD`; `*` covers every method; a method a row does not name is left to its route (405).
 *
 * Record-dependent rules (a draft is only for staff, hidden categories) are not here: see `lib/db/visibility.ts`.
 * Body sizes are declared on the row too: every request may send `MAX_JSON_BODY`, `upload` rows `MAX_UPLOAD_BODY`.
 */
import type { AuthUser } from "../app_env.ts";
import type { HttpMethod } from "../fresh/types.ts";

/** Roles allowed to manage users, settings, themes and AI configuration. */
const SITE_MANAGER_ROLES: readonly string[] = ["admin"];

/** Who may reach a route (see the module comment for the roles). */
export type Audience = "public" | "staff" | "site-manager";

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
const STAFF = "staff" as const;
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
  // Answered before the app's middleware and routes (`lib/http/health.ts`), so they read nothing.
  publicPage("/healthz"),
  publicPage("/readyz"),
  publicPage("/media/:path{.+}"),
  publicPage("/fonts/:version/:file"),
  publicPage("/:slug"),
  publicPage("/:base/:slug"),
  publicPage("/:path{.+}"),

  // Admin pages.
  page("/admin/login", PUBLIC),
  page("/admin", STAFF),
  page("/admin/dashboard", STAFF),
  page("/admin/account", STAFF),
  page("/admin/posts", STAFF),
  page("/admin/posts/:id", STAFF),
  page("/admin/media", STAFF),
  page("/admin/categories", STAFF),
  page("/admin/menu", STAFF),
  page("/admin/redirects", STAFF),
  page("/admin/messages", STAFF),
  page("/admin/reviews", STAFF),
  page("/admin/themes", SITE_MANAGER),
  page("/admin/ai", SITE_MANAGER),
  page("/admin/settings", SITE_MANAGER),
  page("/admin/users", SITE_MANAGER),
  page("/admin/:rest{.+}", STAFF),

  // Sign-in and the signed-in account.
  api("/api/auth/login", { POST: PUBLIC }),
  api("/api/auth/logout", { POST: PUBLIC }),
  api("/api/auth/github/start", { GET: PUBLIC }),
  api("/api/auth/github/callback", { GET: PUBLIC }),
  api("/api/auth/oidc/start", { GET: PUBLIC }),
  api("/api/auth/oidc/callback", { GET: PUBLIC }),
  api("/api/auth/me", { GET: STAFF }),
  api("/api/auth/password", { PUT: STAFF }),
  api("/api/auth/tokens", { GET: STAFF, POST: STAFF }),
  api("/api/auth/tokens/:id", { DELETE: STAFF }),

  // Reads of the public site, and what readers send.
  api("/api/posts", { GET: PUBLIC, POST: STAFF }),
  api("/api/posts/:id", { GET: PUBLIC, PUT: STAFF, DELETE: STAFF }),
  api("/api/posts/slug/:slug", { GET: PUBLIC }),
  api("/api/posts/:id/categories", { GET: PUBLIC }),
  api("/api/posts/:id/rating", { GET: PUBLIC, POST: PUBLIC }),
  api("/api/posts/:id/reviews", { GET: PUBLIC, POST: PUBLIC }),
  api("/api/posts/:id/reviews/stamp", { GET: PUBLIC }),
  api("/api/categories", { GET: PUBLIC }),
  api("/api/menu", { GET: PUBLIC }),
  api("/api/settings", { GET: PUBLIC, PUT: SITE_MANAGER }),
  api("/api/redirects/check", { POST: PUBLIC }),
  api("/api/contact", { POST: PUBLIC }),
  api("/api/:rest{.+}", { "*": PUBLIC }),

  // Content work.
  api("/api/upload", { POST: STAFF, DELETE: STAFF }, "upload"),
  api("/api/media", { GET: STAFF }),
  api("/api/media/delete", { POST: STAFF }),
  api("/api/admin/media/restore", { PUT: STAFF }, "upload"),
  api("/api/admin/media/restore/derived", { PUT: STAFF }, "upload"),
  api("/api/admin/posts", { GET: STAFF }),
  api("/api/admin/posts/:id/categories", { PUT: STAFF }),
  api("/api/admin/posts/check-links", { GET: STAFF }),
  api("/api/admin/posts/link-check-job", { GET: STAFF, POST: STAFF }),
  api("/api/admin/posts/link-stats", { GET: STAFF }),
  api("/api/admin/categories", { GET: STAFF, POST: STAFF }),
  api("/api/admin/categories/reorder", { POST: STAFF }),
  api("/api/admin/categories/:id", { GET: STAFF, PUT: STAFF, DELETE: STAFF }),
  api("/api/admin/categories/:id/redirects", { GET: STAFF }),
  api("/api/admin/category-redirects/:id", { DELETE: STAFF }),
  api("/api/admin/menu", { GET: STAFF, POST: STAFF }),
  api("/api/admin/menu/reorder", { PUT: STAFF }),
  api("/api/admin/menu/:id", { PUT: STAFF, DELETE: STAFF }),
  api("/api/admin/menu/:id/submenus", { PUT: STAFF }),
  api("/api/admin/redirects", { GET: STAFF, POST: STAFF }),
  api("/api/admin/redirects/bulk", { POST: STAFF }),
  api("/api/admin/redirects/:id", { GET: STAFF, PUT: STAFF, DELETE: STAFF }),
  api("/api/admin/messages", { GET: STAFF, POST: STAFF }),
  api("/api/admin/messages/bulk", { POST: STAFF }),
  api("/api/admin/messages/:id", { GET: STAFF, PATCH: STAFF, DELETE: STAFF }),
  api("/api/admin/reviews", { GET: STAFF, POST: STAFF }),
  api("/api/admin/reviews/bulk", { POST: STAFF }),
  api("/api/admin/reviews/counts", { GET: STAFF }),
  api("/api/admin/reviews/:id", { GET: STAFF, PATCH: STAFF, DELETE: STAFF }),
  api("/api/admin/cache", { GET: STAFF }),
  api("/api/admin/cache/clear", { POST: STAFF }),
  api("/api/admin/cache/invalidate/:name", { POST: STAFF }),
  api("/api/ai/status", { GET: STAFF }),
  api("/api/ai/generate-job", { GET: STAFF, POST: STAFF, DELETE: STAFF }),
  api("/api/ai/calculate-seo-score", { POST: STAFF }),
  api("/api/ai/:operation", { POST: STAFF }),

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

const RULES = new Map(ACCESS_TABLE.map((rule) => [rule.pattern, rule]));

/** The row of the route with file-route pattern `pattern` (`/api/posts/:id`), if the table has one. */
export function accessRuleOf(pattern: string): AccessRule | undefined {
  return RULES.get(pattern);
}

/** The audience of `method` on `rule`, or undefined when the row leaves that method to its route. */
export function audienceFor(rule: AccessRule, method: string): Audience | undefined {
  const methods = rule.methods;
  return methods[method as HttpMethod] ?? (method === "HEAD" ? methods.GET : undefined) ?? methods["*"];
}

/** True when `user` belongs to `audience` (see the module comment for the roles of each). */
export function isInAudience(user: Pick<AuthUser, "role"> | null | undefined, audience: Audience): boolean {
  if (audience === "public") return true;
  if (!user) return false;
  return audience === "staff" || SITE_MANAGER_ROLES.includes(user.role);
}

/** True when `user` may manage users, settings, themes and AI configuration (admins only). */
export function canManageSite(user: Pick<AuthUser, "role"> | null | undefined): boolean {
  return isInAudience(user, "site-manager");
}
