/** Unknown admin paths: an English not-found page inside the admin shell (visitors were sent to sign in first). */
import { AdminPage } from "@/components/admin/AdminPage.tsx";

/** Heading of the admin not-found page. */
export const ADMIN_NOT_FOUND = "Page not found";

export default function AdminNotFound() {
  return (
    <AdminPage title={ADMIN_NOT_FOUND} heading={ADMIN_NOT_FOUND}>
      <div class="coming-soon">
        <p>This admin page does not exist.</p>
        <p>
          <a class="btn btn-primary" href="/admin/dashboard">Back to the Dashboard</a>
        </p>
      </div>
    </AdminPage>
  );
}
