/**
 * Admin screens that are not built yet show a plain 'coming soon' page inside the shell, never a broken link.
 * Site-management screens (themes, AI, settings, users) answer 403 to editors.
 */
import { navItemFor, NO_PERMISSION } from "@/lib/admin/nav.ts";
import { canManageSite } from "@/lib/auth/permissions.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { Head } from "@/lib/fresh/head.ts";
import type { AppContext, PageProps } from "@/lib/fresh/types.ts";

export const handler = {
  GET(c: AppContext) {
    const item = navItemFor(c.req.path);
    if (!item) throw new NotFoundError();
    if (item.siteManagement && !canManageSite(c.var.user)) {
      return c.var.page({ label: item.label, forbidden: true }, { status: 403 });
    }
    return c.var.page({ label: item.label, forbidden: false });
  },
};

export default function ComingSoon({ data }: PageProps<{ label: string; forbidden: boolean }>) {
  return (
    <>
      <Head>
        <title>{`${data.label} | Recetas Cubanas Admin`}</title>
      </Head>
      <h1>{data.label}</h1>
      <div class="coming-soon">{data.forbidden ? NO_PERMISSION : "This screen is coming soon."}</div>
    </>
  );
}
