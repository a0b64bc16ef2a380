/**
 * The access table (`access.ts`) as docs/access.md's list of who may call what: one line per audience, each route
 * with the methods open to it (`GET|PUT /api/settings`; pages without a method). `tests/auth/access_table_test.ts`
 * checks that docs/access.md holds exactly these lines.
 */
import { ACCESS_TABLE, type Audience } from "./access.ts";

const HEADINGS: Record<Audience, string> = {
  public: "**Public** (everyone)",
  staff: "**Staff** (every signed-in account, whatever its role: its own sign-in, password and API tokens; posts, " +
    "categories, media, menu, redirects, AI help)",
  "site-manager": "**Admin** (site managers, the admin role: users, settings, themes, AI configuration)",
};

/** A file-route pattern as the specification writes paths: `/api/posts/{id}`, `/{path…}`. */
function specPath(pattern: string): string {
  return pattern.replace(/:(\w+)\{\.\+\}/g, "{$1…}").replace(/:(\w+)/g, "{$1}");
}

/** The lines of docs/access.md: `- **Public** (everyone): `GET /api/posts`, …`, one per audience. */
export function accessSummaryLines(): string[] {
  const byAudience = new Map<Audience, string[]>();
  for (const rule of ACCESS_TABLE) {
    const methodsOf = new Map<Audience, string[]>();
    for (const [method, audience] of Object.entries(rule.methods)) {
      if (audience) methodsOf.set(audience, [...methodsOf.get(audience) ?? [], method]);
    }
    for (const [audience, methods] of methodsOf) {
      const verb = rule.kind === "page" || methods.includes("*") ? "" : `${methods.join("|")} `;
      const entry = `\`${verb}${specPath(rule.pattern)}\``;
      byAudience.set(audience, [...byAudience.get(audience) ?? [], entry]);
    }
  }
  return (Object.keys(HEADINGS) as Audience[]).map((audience) =>
    `- ${HEADINGS[audience]}: ${(byAudience.get(audience) ?? []).join(", ")}.`
  );
}
