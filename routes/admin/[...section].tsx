/**
 * Admin screens of the sidebar that are not built yet show a plain 'coming soon' page inside the shell, never
 * a broken link; any other path is the admin 404 (`_404.tsx`).
 * Site-management screens (themes, AI, settings, users) answer 403 to editors.
 */
import { navItemFor, NO_PERMISSION } from "@/lib/admin/nav.ts";
import { canManageSite } from "@/lib/auth/permissions.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { Head } from "@/lib/fresh/head.ts";
import { define, page } from "@/lib/define.ts";

export const handler = define.handlers({
  GET(c) {
    const item = navItemFor(c.req.path);
    if (!item) throw new NotFoundError();
    if (item.siteManagement && !canManageSite(c.var.user)) {
      return page({ label: item.label, forbidden: true }, { status: 403 });
    }
    return page({ label: item.label, forbidden: false });
  },
});

export default define.page<typeof handler>(function ComingSoon({ data }) {
  return (
    <>
      <Head>
        <title>{`${data.label} | Recetas Cubanas Admin`}</title>
      </Head>
      <h1>{data.label}</h1>
      <div class="coming-soon">{data.forbidden ? NO_PERMISSION : "This screen is coming soon."}</div>
    </>
  );
});
