/** Admin pages sit inside the admin shell; the sign-in page stands alone. */
import type { LayoutProps } from "@/lib/fresh/types.ts";
import AdminShell from "@/islands/AdminShell.tsx";
import { pageUser } from "@/lib/auth/page_user.ts";
import { pageNavCounts } from "@/lib/admin/nav_counts.ts";
import { ADMIN_LOGIN_PATH, withoutTrailingSlashes } from "@/lib/shared/paths.ts";

export default function AdminLayout({ Component, url, state }: LayoutProps) {
  const user = pageUser(state);
  if (!user || withoutTrailingSlashes(url.pathname) === ADMIN_LOGIN_PATH) return <Component />;
  return (
    <AdminShell
      path={url.pathname}
      user={{ name: user.name, email: user.email, role: user.role }}
      counts={pageNavCounts(state)}
    >
      <Component />
    </AdminShell>
  );
}
