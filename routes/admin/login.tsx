/** /admin/login: sign-in page (not indexed). Signed-in users go straight to the dashboard. */
import { Head } from "@/lib/fresh/head.ts";
import { safeNextPath } from "@/lib/auth/next_path.ts";
import { redirectTo } from "@/lib/http/location.ts";
import LoginForm from "@/islands/LoginForm.tsx";
import { define, page } from "@/lib/define.ts";
import { PROVIDER_SIGN_IN_ERRORS } from "@/lib/auth/provider/errors.ts";

export const handler = define.handlers({
  GET(c) {
    const next = safeNextPath(c.req.query("next"));
    if (c.var.user) return redirectTo(c, next);
    const { oidc, github } = c.var.config.signIn;
    const providers = [
      ...(oidc ? [{ path: "/api/auth/oidc/start", label: oidc.label }] : []),
      ...(github ? [{ path: "/api/auth/github/start", label: "GitHub" }] : []),
    ];
    const ssoError = PROVIDER_SIGN_IN_ERRORS[c.req.query("sso") ?? ""] ?? null;
    return page({ next, providers, ssoError }, {
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
        {data.providers.map((provider) => (
          <a
            key={provider.path}
            class="btn btn-light btn-block sso-button"
            href={`${provider.path}?next=${encodeURIComponent(data.next)}`}
          >
            {`Sign in with ${provider.label}`}
          </a>
        ))}
      </div>
    </main>
  );
});
