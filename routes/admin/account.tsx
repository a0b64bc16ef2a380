/** /admin/account: every signed-in user changes their own password and manages their API tokens here. */
import { Head } from "@/lib/fresh/head.ts";
import { define, page } from "@/lib/define.ts";
import AccountScreen from "@/islands/admin/account/AccountScreen.tsx";

export const handler = define.handlers({
  GET() {
    return page({});
  },
});

export default define.page<typeof handler>(function AccountPage() {
  return (
    <>
      <Head>
        <title>Account | Recetas Cubanas Admin</title>
      </Head>
      <h1>Account</h1>
      <AccountScreen />
    </>
  );
});
