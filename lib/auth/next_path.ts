/** Where to go after signing in: only same-site admin paths are accepted, anything else means the dashboard. */
export function safeNextPath(next: string | undefined | null): string {
  return next && /^\/admin(?:\/[\w-]|\?|$)/.test(next) ? next : "/admin/dashboard";
}
