/**
 * Every select, radio group and checkbox of the admin forms shows what is stored, not its first option: each is
 * given a stored value other than its default, then read in Chromium after a reload, once in the server's HTML
 * (a context without JavaScript) and once after the islands have hydrated. Forms opened by a click (edit forms,
 * the post editor, which loads its post itself) are read once they show.
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { createCategory } from "@/lib/db/categories.ts";
import { createMenuItem } from "@/lib/db/menu.ts";
import { createPost } from "@/lib/db/posts.ts";
import { createRedirect } from "@/lib/db/redirects.ts";
import { getSettings, updateSettings } from "@/lib/db/settings.ts";
import { createUser } from "@/lib/db/users.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite, type TestSite } from "../support/site.ts";
import { assertNoUnexpectedFailures, signIn, watchPage } from "./admin_browser.ts";

const AUTHOR = { id: "author-1", name: "Marta Pérez" };

/** One screen: where it is, how to reach the form (when a click opens it), and the value each control must show. */
interface ScreenCase {
  name: string;
  path: string;
  /** Opens the form after the page has hydrated; such forms are not in the server's HTML. */
  open?: (page: Page) => Promise<void>;
  /** Control selector → value shown: a select's value, the checked radio's value, or "on"/"off" for a checkbox. */
  shows: Record<string, string>;
}

/** What the controls matching `selector` show (see {@link ScreenCase.shows}). */
function shown(page: Page, selector: string): Promise<string> {
  return page.locator(selector).first().evaluate((element, selector) => {
    if (element instanceof HTMLSelectElement) return element.value;
    const input = element as HTMLInputElement;
    if (input.type === "checkbox") return input.checked ? "on" : "off";
    const checked = document.querySelector<HTMLInputElement>(`${selector}:checked`);
    return checked ? checked.value : "(none checked)";
  }, selector);
}

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("rc-island")].every((island) => island.hasAttribute("data-hydrated"))
  );
}

/** Stores a non-default value for every stored choice and returns the screens that must show them. */
async function storeChoices(site: TestSite): Promise<ScreenCase[]> {
  const { versionstamp } = await getSettings(site.kv);
  await updateSettings(site.kv, {
    language: "en",
    ai_tone: "formal",
    ai_content_style: "modern",
    ai_creativity_level: "high",
    ai_text_model: "recetas-rapido",
    ai_image_provider: "cloudflare",
  }, versionstamp);
  await createUser(site.kv, { name: "Ana", email: "ana@example.test", role: "editor", password: "password-ana-1" });
  const { category: top } = await createCategory(site.kv, { name: "Postres", slug: "postres" });
  await createCategory(site.kv, {
    name: "Flanes",
    slug: "flanes",
    parent_id: top.id,
    gradient: { type: "preset", preset: "indigo-blue" },
    is_active: false,
  });
  const { item: recetas } = await createMenuItem(site.kv, {
    label: "Recetas",
    url: "",
    has_dropdown: 1,
    dropdown_position: "right",
  });
  await createMenuItem(site.kv, {
    label: "Dulces",
    url: "/categoria/postres",
    parent_id: recetas.id,
    is_active: false,
  });
  await createRedirect(site.kv, { from_path: "/oferta", to_path: "/postres", redirect_type: 302 });
  const { post } = await createPost(site.kv, {
    title: "Flan de leche",
    slug: "flan",
    status: "published",
    content_type: "recipe",
    recipe_category: "Postre",
    recipe_cuisine: "Española",
    content: "<p>Un flan.</p>",
  }, AUTHOR);
  await createPost(site.kv, { title: "Arroz con leche", slug: "arroz", content: "<p>Arroz.</p>" }, AUTHOR);

  return [
    { name: "settings", path: "/admin/settings", shows: { "#language": "en" } },
    {
      name: "AI configuration",
      path: "/admin/ai",
      shows: {
        "#ai_tone": "formal",
        "#ai_content_style": "modern",
        "#ai_creativity_level": "high",
        "#ai_text_model": "recetas-rapido",
        "#ai_image_provider": "cloudflare",
      },
    },
    { name: "users", path: "/admin/users", shows: { 'select[aria-label="Role of Ana"]': "editor" } },
    { name: "posts list sort", path: "/admin/posts?order=oldest", shows: { 'select[aria-label="Sort"]': "oldest" } },
    {
      name: "category form",
      path: "/admin/categories",
      open: async (page) => {
        await page.click("tr:has(td.name:has-text('Flanes')) button:has-text('Edit')");
        await page.locator(".category-form h2", { hasText: "Edit Category" }).waitFor();
      },
      shows: {
        "#category-parent": top.id,
        "#category-gradient": "indigo-blue",
        ".category-form input[type=checkbox]": "off",
      },
    },
    {
      name: "menu item form (top level)",
      path: "/admin/menu",
      open: (page) => page.click('button[aria-label="Edit Recetas"]'),
      shows: {
        'label.check:has-text("Has dropdown") input': "on",
        "#menu-dropdown-position": "right",
      },
    },
    {
      name: "menu item form (submenu)",
      path: "/admin/menu",
      open: (page) => page.click('button[aria-label="Edit Dulces"]'),
      shows: { "#menu-parent": recetas.id, 'label.check:has-text("Active") input': "off" },
    },
    {
      name: "redirect form",
      path: "/admin/redirects",
      open: (page) => page.click('button[aria-label="Edit redirect from /oferta"]'),
      shows: { "#redirect-type": "302" },
    },
    {
      name: "post editor",
      path: `/admin/posts/${post.id}`,
      open: async (page) => {
        await page.locator(".post-editor:not([aria-busy])").waitFor();
      },
      shows: {
        "#post-content-type": "recipe",
        "#recipe-category": "Postre",
        "#recipe-cuisine": "Española",
        'input[name="status"]': "published",
      },
    },
  ];
}

/** A context without JavaScript that shares the signed-in session of `page`: it shows the server's HTML. */
async function serverHtmlPage(browser: Browser, page: Page): Promise<Page> {
  const storageState = await page.context().storageState();
  const context = await browser.newContext({ javaScriptEnabled: false, storageState });
  return await context.newPage();
}

Deno.test("admin forms show the stored choice, in the server's HTML and after hydration", async (t) => {
  const site = await startSite();
  try {
    const screens = await storeChoices(site);
    await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const watch = watchPage(page);
      await signIn(page, site);
      const noScript = await serverHtmlPage(browser, page);

      for (const screen of screens) {
        await t.step(screen.name, async () => {
          if (!screen.open) {
            await noScript.goto(`${site.url}${screen.path}`);
            for (const [selector, value] of Object.entries(screen.shows)) {
              assert.equal(await shown(noScript, selector), value, `${selector} in the server's HTML`);
            }
          }
          await page.goto(`${site.url}${screen.path}`);
          await hydrated(page);
          await screen.open?.(page);
          for (const [selector, value] of Object.entries(screen.shows)) {
            await page.locator(selector).first().waitFor({ state: "attached" });
            assert.equal(await shown(page, selector), value, `${selector} after hydration`);
          }
        });
      }

      await t.step("saving the AI screen unchanged keeps what is stored", async () => {
        await page.goto(`${site.url}/admin/ai`);
        await hydrated(page);
        await page.click('button:has-text("Save AI Settings")');
        await page.locator('.ai-banner:has-text("AI settings saved successfully!")').waitFor();
        const { settings } = await getSettings(site.kv);
        assert.deepEqual(
          [settings.ai_tone, settings.ai_content_style, settings.ai_creativity_level, settings.ai_text_model],
          ["formal", "modern", "high", "recetas-rapido"],
        );
        assert.equal(settings.ai_image_provider, "cloudflare");
      });
      assertNoUnexpectedFailures(watch);
    });
  } finally {
    await site.close();
  }
});
