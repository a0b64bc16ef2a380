/** Admin pages sit inside the admin shell; the sign-in page stands alone. */
import type { LayoutProps } from "@/lib/fresh/types.ts";
import AdminShell from "@/islands/AdminShell.tsx";

export default function AdminLayout({ Component, url, user }: LayoutProps) {
  if (!user || url.pathname.replace(/\/+$/, "") === "/admin/login") return <Component />;
  return (
    <AdminShell path={url.pathname} user={{ name: user.name, email: user.email, role: user.role }}>
      <Component />
    </AdminShell>
  );
}
