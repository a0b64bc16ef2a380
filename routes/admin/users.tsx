/** /admin/users: the users table and user management (site managers only: `lib/auth/access.ts`). */
import { guardedUser } from "@/lib/auth/current_user.ts";
import { listUsers } from "@/lib/db/users.ts";
import { AdminPage } from "@/components/admin/AdminPage.tsx";
import { define, page } from "@/lib/define.ts";
import UsersScreen from "@/islands/admin/users/UsersScreen.tsx";

export const handler = define.handlers({
  async GET(c) {
    return page({ users: await listUsers(c.var.kv), currentUserId: guardedUser(c).id });
  },
});

export default define.page<typeof handler>(function UsersPage({ data }) {
  return (
    <AdminPage title="Users">
      <UsersScreen initial={data.users} currentUserId={data.currentUserId} />
    </AdminPage>
  );
});
