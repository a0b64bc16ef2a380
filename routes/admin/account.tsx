/** /admin/account: every signed-in user changes their own password and manages their API tokens here. */
import { AdminPage } from "@/components/admin/AdminPage.tsx";
import { define, page } from "@/lib/define.ts";
import AccountScreen from "@/islands/admin/account/AccountScreen.tsx";

export const handler = define.handlers({
  GET() {
    return page({});
  },
});

export default define.page<typeof handler>(function AccountPage() {
  return (
    <AdminPage title="Account" heading="Account">
      <AccountScreen />
    </AdminPage>
  );
});
