/** Unknown admin paths: an English not-found page inside the admin shell (visitors were sent to sign in first). */
import { Head } from "@/lib/fresh/head.ts";

/** Heading of the admin not-found page. */
export const ADMIN_NOT_FOUND = "Page not found";

export default function AdminNotFound() {
  return (
    <>
      <Head>
        <title>{`${ADMIN_NOT_FOUND} | Recetas Cubanas Admin`}</title>
      </Head>
      <h1>{ADMIN_NOT_FOUND}</h1>
      <div class="coming-soon">
        <p>This admin page does not exist.</p>
        <p>
          <a class="btn btn-primary" href="/admin/dashboard">Back to the Dashboard</a>
        </p>
      </div>
    </>
  );
}
