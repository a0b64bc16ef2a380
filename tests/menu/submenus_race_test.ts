/**
 * The bulk submenu update under concurrency, over real HTTP: two updates of
 * the same parent sent at once, many times over, never leave a category with
 * two entries under the parent. Each answer is a success or a 409, and the
 * parent ends with exactly the ticked categories.
 */
import assert from "node:assert/strict";
import { createCategory } from "@/lib/db/categories.ts";
import { createMenuItem, listMenuItems } from "@/lib/db/menu.ts";
import { apiLogin, startSite } from "../support/site.ts";

const ROUNDS = 25;

Deno.test("concurrent bulk submenu updates of one parent never duplicate a category entry", async () => {
  const site = await startSite();
  try {
    const token = await apiLogin(site);
    const names = ["Sopas", "Postres", "Flanes", "Arroces"];
    const ids: string[] = [];
    for (const name of names) {
      ids.push((await createCategory(site.kv, { name, slug: name.toLowerCase() })).category.id);
    }
    const parent = (await createMenuItem(site.kv, { label: "Recetas", has_dropdown: 1 })).item;
    const put = async (categoryIds: string[]) => {
      const response = await fetch(`${site.url}/api/admin/menu/${parent.id}/submenus`, {
        method: "PUT",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ category_ids: categoryIds }),
      });
      return { status: response.status, body: await response.json() };
    };
    for (let round = 0; round < ROUNDS; round++) {
      const wanted = round % 2 === 0 ? ids.slice(0, 3) : ids.slice(1);
      const answers = await Promise.all([put(wanted), put(wanted), put(wanted)]);
      for (const answer of answers) assert.ok([200, 409].includes(answer.status), JSON.stringify(answer));
      assert.ok(answers.some((answer) => answer.status === 200), "at least one update is saved");
      const children = (await listMenuItems(site.kv)).filter((item) => item.parent_id === parent.id);
      const categories = children.map((item) => item.category_id);
      assert.equal(new Set(categories).size, categories.length, `round ${round}: duplicate entries ${categories}`);
      assert.deepEqual([...categories].sort(), [...wanted].sort(), `round ${round}`);
      const added = answers.filter((answer) => answer.status === 200)
        .reduce((sum, answer) => sum + answer.body.added, 0);
      assert.equal(added, round === 0 ? 3 : 1, `round ${round}: each entry is added once`);
    }
  } finally {
    await site.close();
  }
});
