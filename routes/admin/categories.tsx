/** /admin/categories: the categories screen. The list is rendered on the server; the island takes over. */
import { listAdminCategories } from "@/lib/db/category_admin_list.ts";
import { getSettings } from "@/lib/db/settings.ts";
import { AdminPage } from "@/components/admin/AdminPage.tsx";
import CategoriesScreen from "@/islands/admin/categories/Screen.tsx";
import { define, page } from "@/lib/define.ts";

export const handler = define.handlers({
  async GET(c) {
    const [categories, { settings }] = await Promise.all([listAdminCategories(c.var.kv), getSettings(c.var.kv)]);
    return page({ categories, categoryBase: settings.category_base });
  },
});

export default define.page<typeof handler>(function CategoriesPage({ data }) {
  return (
    <AdminPage title="Categories" heading="Categories" pageHead>
      <CategoriesScreen initial={data.categories} categoryBase={data.categoryBase} />
    </AdminPage>
  );
});
