/** Date formatting for the two audiences: Spanish (es-ES) public pages and the English admin. */

const ES_LONG = new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const EN_SHORT = new Intl.DateTimeFormat("en-US", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** "5 de marzo de 2026" (es-ES), or "" for missing/invalid input. */
export function formatDateEs(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? ES_LONG.format(date) : "";
}

/** "Mar 5, 2026" for the admin, or "" for missing/invalid input. */
export function formatDateAdmin(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? EN_SHORT.format(date) : "";
}
