/** /admin/users: the users table and user management. Admins only (403 for other roles). */
import { canManageSite } from "@/lib/auth/permissions.ts";
import { NO_PERMISSION } from "@/lib/admin/nav.ts";
import { listUsers } from "@/lib/db/users.ts";
import { Head } from "@/lib/fresh/head.ts";
import { define, page } from "@/lib/define.ts";
import UsersScreen from "@/islands/admin/users/UsersScreen.tsx";

export const handler = define.handlers({
  async GET(c) {
    const user = c.var.user;
    if (!user || !canManageSite(user)) return page({ forbidden: true as const }, { status: 403 });
    return page({ forbidden: false as const, users: await listUsers(c.var.kv), currentUserId: user.id });
  },
});

export default define.page<typeof handler>(function UsersPage({ data }) {
  return (
    <>
      <Head>
        <title>Users | Recetas Cubanas Admin</title>
      </Head>
      {data.forbidden
        ? (
          <>
            <h1>Users</h1>
            <div class="coming-soon">{NO_PERMISSION}</div>
          </>
        )
        : <UsersScreen initial={data.users} currentUserId={data.currentUserId} />}
    </>
  );
});
