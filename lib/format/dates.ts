/** Date formatting in es-ES for both audiences: long dates on public pages, short ones in the (English) admin. */

const ES_LONG = new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const ES_SHORT = new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** "5 de marzo de 2026" (es-ES), or "" for missing/invalid input. */
export function formatDateEs(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? ES_LONG.format(date) : "";
}

/** "5 mar 2026" (es-ES) for the admin, or "" for missing/invalid input. */
export function formatDateAdmin(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? ES_SHORT.format(date) : "";
}
