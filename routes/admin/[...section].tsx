/** Admin screens that are not built yet show a plain 'coming soon' page inside the shell, never a broken link. */
import { ADMIN_NAV } from "@/lib/admin/nav.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { Head } from "@/lib/fresh/head.ts";
import type { AppContext, PageProps } from "@/lib/fresh/types.ts";

export const handler = {
  GET(c: AppContext) {
    const path = c.req.path.replace(/\/+$/, "");
    const item = ADMIN_NAV.find((entry) => path === entry.href || path.startsWith(entry.href + "/"));
    if (!item) throw new NotFoundError();
    return c.var.page({ label: item.label });
  },
};

export default function ComingSoon({ data }: PageProps<{ label: string }>) {
  return (
    <>
      <Head>
        <title>{`${data.label} | Recetas Cubanas Admin`}</title>
      </Head>
      <h1>{data.label}</h1>
      <div class="coming-soon">This screen is coming soon.</div>
    </>
  );
}
