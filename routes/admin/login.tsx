/** /admin/login: sign-in page (not indexed). Signed-in users go straight to the dashboard. */
import { Head } from "@/lib/fresh/head.ts";
import { safeNextPath } from "@/lib/auth/next_path.ts";
import { redirectTo } from "@/lib/http/location.ts";
import LoginForm from "@/islands/LoginForm.tsx";
import { define, page } from "@/lib/define.ts";

export const handler = define.handlers({
  GET(c) {
    const next = safeNextPath(c.req.query("next"));
    if (c.var.user) return redirectTo(c, next);
    return page({ next }, { headers: { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store" } });
  },
});

export default define.page<typeof handler>(function LoginPage({ data }) {
  return (
    <main class="login-page">
      <Head>
        <title>Sign In | Recetas Cubanas Admin</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <div class="login-card">
        <h1>Admin Sign In</h1>
        <p class="lead">Recetas Cubanas back office</p>
        <LoginForm next={data.next} />
      </div>
    </main>
  );
});
