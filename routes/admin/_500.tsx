/**
 * Admin errors inside the admin shell, in English: the one 403 screen of the admin (a page the signed-in user's role
 * may not open, refused by the access table `lib/auth/access.ts`) and any other failure without its details.
 */
import { NO_PERMISSION } from "@/lib/admin/nav.ts";
import { AdminPage } from "@/components/admin/AdminPage.tsx";
import type { PageProps } from "@/lib/fresh/types.ts";

/** Heading of the admin 403 screen. */
export const ADMIN_FORBIDDEN = "Access denied";
/** Heading of the admin error screen. */
export const ADMIN_ERROR = "Something went wrong";

export default function AdminError({ state }: PageProps) {
  const forbidden = state.status === 403;
  const heading = forbidden ? ADMIN_FORBIDDEN : ADMIN_ERROR;
  return (
    <AdminPage title={heading} heading={heading} noindex>
      <div class="coming-soon">
        <p>{forbidden ? NO_PERMISSION : "The page could not be shown. Please try again in a moment."}</p>
        <p>
          <a class="btn btn-primary" href="/admin/dashboard">Back to the Dashboard</a>
        </p>
      </div>
    </AdminPage>
  );
}
