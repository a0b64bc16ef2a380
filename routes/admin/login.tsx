/** /admin/login: sign-in page (not indexed). Signed-in users go straight to the dashboard. */
import { Head } from "@/lib/fresh/head.ts";
import { safeNextPath } from "@/lib/auth/next_path.ts";
import { redirectTo } from "@/lib/http/location.ts";
import LoginForm from "@/islands/LoginForm.tsx";
import { define, page } from "@/lib/define.ts";
import { oidcConfig } from "@/lib/auth/oidc/config.ts";
import { OIDC_ERRORS } from "@/lib/auth/oidc/messages.ts";

export const handler = define.handlers({
  GET(c) {
    const next = safeNextPath(c.req.query("next"));
    if (c.var.user) return redirectTo(c, next);
    const provider = oidcConfig()?.label ?? null;
    const ssoError = OIDC_ERRORS[c.req.query("sso") ?? ""] ?? null;
    return page({ next, provider, ssoError }, {
      headers: { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store" },
    });
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
        {data.ssoError && <p class="error-box" role="alert">{data.ssoError}</p>}
        <LoginForm next={data.next} />
        {data.provider && (
          <a
            class="btn btn-light btn-block sso-button"
            href={`/api/auth/oidc/start?next=${encodeURIComponent(data.next)}`}
          >
            {`Sign in with ${data.provider}`}
          </a>
        )}
      </div>
    </main>
  );
});
