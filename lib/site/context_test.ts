import assert from "node:assert/strict";
import { createMenuItem } from "../db/menu.ts";
import { updateSettings } from "../db/settings.ts";
import { withKv } from "@/tests/support/kv.ts";
import { loadSiteContext } from "./context.ts";

/** A store whose reads under `prefix` fail, as a broken or unreachable store would. */
function failingUnder(kv: Deno.Kv, prefix: string): Deno.Kv {
  const fail = (key: Deno.KvKey) => key[0] === prefix;
  return new Proxy(kv, {
    get(target, name) {
      if (name === "get") {
        return (key: Deno.KvKey) => fail(key) ? Promise.reject(new Error("store unavailable")) : target.get(key);
      }
      if (name === "list") {
        return (selector: { prefix?: Deno.KvKey }, options?: Deno.KvListOptions) => {
          if (selector.prefix && fail(selector.prefix)) throw new Error("store unavailable");
          return target.list(selector as Deno.KvListSelector, options);
        };
      }
      const value = Reflect.get(target, name);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

Deno.test("site context: a failed menu read leaves the menu empty; failed settings fall back to defaults", () =>
  withKv(async (kv) => {
    await createMenuItem(kv, { label: "Inicio", url: "/" });
    await updateSettings(kv, { site_name: "Sabor de Cuba" });
    const logged: string[] = [];
    const log = (message: string) => logged.push(message);

    const healthy = await loadSiteContext(kv, log);
    assert.equal(healthy.menu.length, 1);
    assert.equal(healthy.settings.site_name, "Sabor de Cuba");

    const noMenu = await loadSiteContext(failingUnder(kv, "menu_items"), log);
    assert.deepEqual(noMenu.menu, []);
    assert.equal(noMenu.settings.site_name, "Sabor de Cuba");

    const noSettings = await loadSiteContext(failingUnder(kv, "settings"), log);
    assert.equal(noSettings.settings.site_name, "Recetas Cubanas");
    assert.equal(noSettings.settings.category_base, "categoria");
    assert.equal(noSettings.settings.posts_per_page, 10);
    assert.equal(noSettings.menu.length, 1);
    assert.deepEqual(logged, ["Failed to fetch menu", "Failed to fetch settings"]);
  }));
