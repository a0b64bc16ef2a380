/** /admin/menu: the menu editor. The list and the categories are read on the server; the island takes over. */
import { listCategories } from "@/lib/db/categories.ts";
import { getSettings } from "@/lib/db/settings.ts";
import { AdminPage } from "@/components/admin/AdminPage.tsx";
import { listAdminMenu, nestedCategoryOrder } from "@/lib/menu/menu_service.ts";
import MenuEditor from "@/islands/admin/menu/MenuEditor.tsx";
import { define, page } from "@/lib/define.ts";

export const handler = define.handlers({
  async GET(c) {
    const [menu, categories, { settings }] = await Promise.all([
      listAdminMenu(c.var.kv),
      listCategories(c.var.kv, { includeInactive: true }),
      getSettings(c.var.kv),
    ]);
    return page({ menu, categories: nestedCategoryOrder(categories), categoryBase: settings.category_base });
  },
});

export default define.page<typeof handler>(function MenuPage({ data }) {
  return (
    <AdminPage title="Menu Editor" heading="Menu Editor" pageHead>
      <MenuEditor initialMenu={data.menu} categories={data.categories} categoryBase={data.categoryBase} />
    </AdminPage>
  );
});
