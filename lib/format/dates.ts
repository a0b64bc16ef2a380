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

/** "5 mar 2026, 14:03 UTC": the admin's one date-and-time format, or "" for missing/invalid input. */
export function formatDateTimeAdmin(iso: string | null | undefined): string {
  const date = formatDateAdmin(iso);
  return date && `${date}, ${new Date(iso!).toISOString().slice(11, 16)} UTC`;
}

const LOCAL_DATE_TIME = new Intl.DateTimeFormat("es-ES", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZoneName: "short",
});

/** "24 dic 2099, 20:00 CET" (es-ES, in the reader's time zone: browser use only), or "" for missing/invalid input. */
export function formatDateTimeLocal(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? LOCAL_DATE_TIME.format(date) : "";
}
