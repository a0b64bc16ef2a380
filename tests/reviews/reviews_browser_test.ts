/**
 * A reader's review in Chromium: sent with the island (and, in a page without script, as a plain form post), not
 * public until approved on the Reviews screen, then on the page with its stars and in the JSON-LD. The Reviews
 * screen has no serious axe violation, with its dialogs open too, and its dialogs work with the keyboard; a review
 * with three links lands in Spam, and the sixth review from one address in ten minutes is refused in Spanish.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { savePostFromInput } from "@/lib/services/posts.ts";
import { issueFormStamp } from "@/lib/site/form_stamp.ts";
import { seriousViolations } from "../support/axe.ts";
import { hydrateAllIslands, withBrowser } from "../support/browser.ts";
import { startSite, type TestSite } from "../support/site.ts";
import { assertNoUnexpectedFailures, signIn, waitForIsland, watchPage } from "../admin/admin_browser.ts";
import { jsonLdOf } from "../public/html.ts";

const AUTHOR = { id: "author-1", name: "Autora" };

/**
 * Gives the form a stamp issued a minute ago, as if the reader had taken a minute to write; with script, once the
 * form has fetched its own fresh stamp (which would otherwise replace this one).
 */
async function backdateStamp(page: Page, site: TestSite, postId: string, script = true): Promise<void> {
  if (script) await page.locator('#resena-formulario[data-stamp="fresh"]').waitFor();
  const stamp = await issueFormStamp(site.kv, postId, Date.now() - 60_000);
  await page.locator('#resena-formulario input[name="stamp"]').evaluate(
    (input, value) => (input as HTMLInputElement).value = value,
    stamp,
  );
}

Deno.test("reader's review: pending until approved on the Reviews screen, then public with stars and JSON-LD", async (t) => {
  const site = await startSite();
  try {
    const { post: { id: recipeId } } = await savePostFromInput(site.kv, {
      title: "Yuca con mojo",
      slug: "yuca-con-mojo",
      status: "published",
      content: "<p>Yuca, ajo y naranja agria.</p>",
      content_type: "recipe",
      ingredients: ["1 kg de yuca"],
      instructions: [{ text: "Hervir la yuca." }],
    }, AUTHOR);
    await withBrowser(async (browser) => {
      const reader = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const readerWatch = watchPage(reader);

      await t.step("a reader sends a review from the recipe page; it is not shown", async () => {
        await reader.goto(`${site.url}/yuca-con-mojo`);
        await hydrateAllIslands(reader); // the form sits below the fold: it hydrates when reached
        await backdateStamp(reader, site, recipeId);
        await reader.getByLabel("Nombre").fill("Carmen");
        await reader.getByLabel("Correo electrónico (opcional)").fill("carmen@example.test");
        assert.equal(await reader.getByRole("group", { name: "Valoración" }).getByRole("radio").count(), 5);
        await reader.getByRole("radio", { name: "5 estrellas" }).check();
        await reader.getByLabel("Tu reseña").fill("Quedó suave y con mucho sabor.");
        await reader.getByRole("button", { name: "Enviar reseña" }).click();
        await reader.getByRole("status").filter({ hasText: "¡Gracias! Tu reseña se publicará cuando la revisemos." })
          .waitFor();
        await reader.reload();
        await hydrateAllIslands(reader);
        const pending = reader.locator(".review--pending");
        await pending.waitFor();
        assert.match(
          await pending.innerText(),
          /Carmen\s+Pendiente de moderación[\s\S]*Quedó suave y con mucho sabor\./,
        );
        assert.equal(await pending.getByRole("img", { name: "5 de 5 estrellas" }).count(), 1);
        assert.equal(await reader.locator(".reviews__list", { hasText: "Quedó suave" }).count(), 0, "not public");
      });

      await t.step(
        "the stars are radios drawn as stars: arrows move the choice, the stars up to it light up",
        async () => {
          await reader.goto(`${site.url}/yuca-con-mojo`);
          await hydrateAllIslands(reader);
          const stars = reader.getByRole("group", { name: "Valoración" });
          const seen = await reader.locator(".review-form__star").evaluateAll((labels) =>
            labels.map((label) =>
              [...label.querySelectorAll("span")].filter((span) => span.getBoundingClientRect().width > 1)
                .map((span) => span.textContent).join("")
            )
          );
          assert.deepEqual(seen, ["★", "★", "★", "★", "★"], "only stars are seen");
          await stars.getByRole("radio", { name: "3 estrellas" }).focus();
          await reader.keyboard.press("Space");
          await reader.keyboard.press("ArrowRight");
          assert.ok(await stars.getByRole("radio", { name: "4 estrellas" }).isChecked());
          const colours = await reader.locator(".review-form__star").evaluateAll((labels) =>
            labels.map((label) => getComputedStyle(label).color)
          );
          assert.equal(new Set(colours.slice(0, 4)).size, 1, "the first four are lit alike");
          assert.notEqual(colours[4], colours[0], "the fifth is not lit");
          const box = (await reader.locator(".review-form__star").first().boundingBox())!;
          assert.ok(box.width >= 24 && box.height >= 24, `star target ${box.width}×${box.height}`);
          assert.deepEqual(await seriousViolations(reader), []);
        },
      );

      await t.step("field errors are tied to their fields", async () => {
        await reader.goto(`${site.url}/yuca-con-mojo`);
        await hydrateAllIslands(reader); // the form sits below the fold: it hydrates when reached
        await backdateStamp(reader, site, recipeId);
        await reader.getByLabel("Nombre").fill("Pepe");
        await reader.getByRole("radio", { name: "3 estrellas" }).check();
        await reader.getByLabel("Tu reseña").fill("<b></b>");
        await reader.getByRole("button", { name: "Enviar reseña" }).click();
        const text = reader.getByLabel("Tu reseña");
        await reader.locator("#resena-text-error").waitFor();
        assert.equal(await text.getAttribute("aria-invalid"), "true");
        assert.match((await text.getAttribute("aria-describedby")) ?? "", /resena-text-error/);
        assert.match(await reader.locator("#resena-text-error").innerText(), /al menos 3 caracteres/);
      });

      await t.step("without script the form is a plain post that lands back with the thanks", async () => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        const plain = await context.newPage();
        await plain.goto(`${site.url}/yuca-con-mojo`);
        await backdateStamp(plain, site, recipeId, false);
        await plain.getByLabel("Nombre").fill("Luis");
        await plain.getByRole("radio", { name: "4 estrellas" }).check();
        await plain.getByLabel("Tu reseña").fill("Muy buena, aunque le puse más ajo.");
        await Promise.all([
          plain.waitForURL(/resena=enviada/),
          plain.getByRole("button", { name: "Enviar reseña" }).click(),
        ]);
        assert.equal(new URL(plain.url()).pathname, "/yuca-con-mojo");
        await plain.getByText("¡Gracias! Tu reseña se publicará cuando la revisemos.").waitFor();
        assert.equal(await plain.getByText("Muy buena, aunque le puse más ajo.").count(), 0);
        await context.close();
      });

      const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const staffWatch = watchPage(staff);
      await signIn(staff, site);

      await t.step("the dashboard and the navigation count the pending reviews", async () => {
        await staff.goto(`${site.url}/admin/dashboard`);
        assert.equal(await staff.locator('[data-counter="pending-reviews"] .value').innerText(), "2");
        assert.equal(await staff.getByRole("link", { name: "Reviews 2 pending" }).count(), 1);
      });

      await t.step("the Reviews screen lists them with counts; axe finds nothing serious", async () => {
        await staff.goto(`${site.url}/admin/reviews`);
        await waitForIsland(staff, "AdminReviewsReviewsScreen");
        await staff.getByRole("tab", { name: "Pending (2)" }).waitFor();
        assert.equal(await staff.locator(".reviews-table tbody tr[data-id]").count(), 2);
        assert.match(await staff.locator(".reviews-table").innerText(), /carmen@example\.test/);
        assert.deepEqual(await seriousViolations(staff), []);
      });

      await t.step("tabs and search work with the keyboard", async () => {
        await staff.getByRole("tab", { name: "Pending (2)" }).focus();
        await staff.keyboard.press("End");
        await staff.getByRole("tab", { name: "All (2)", selected: true }).waitFor();
        await staff.keyboard.press("Home");
        await staff.getByRole("tab", { name: "Pending (2)", selected: true }).waitFor();
        await staff.getByRole("searchbox", { name: "Search reviews" }).fill("ajo");
        await staff.waitForFunction(() => document.querySelectorAll(".reviews-table tbody tr[data-id]").length === 1);
        await staff.getByRole("searchbox", { name: "Search reviews" }).fill("");
        await staff.waitForFunction(() => document.querySelectorAll(".reviews-table tbody tr[data-id]").length === 2);
      });

      await t.step("reply in a modal: focus inside, Tab stays inside, Escape closes", async () => {
        await staff.getByRole("button", { name: "Reply to review by Carmen" }).click();
        const dialog = staff.getByRole("dialog", { name: "Reply to Carmen" });
        await dialog.waitFor();
        assert.deepEqual(await seriousViolations(staff), []);
        assert.equal(await staff.evaluate(() => document.activeElement?.id), "review-reply-text");
        for (let i = 0; i < 6; i++) {
          await staff.keyboard.press("Tab");
          assert.ok(
            await staff.evaluate(() => !!document.activeElement?.closest("dialog")),
            "focus stays in the dialog",
          );
        }
        await staff.keyboard.press("Escape");
        await dialog.waitFor({ state: "detached" });
        await staff.getByRole("button", { name: "Reply to review by Carmen" }).click();
        await staff.keyboard.type("¡Gracias, Carmen!");
        await staff.getByRole("button", { name: "Save Reply" }).click();
        await dialog.waitFor({ state: "detached" });
        await staff.locator(".review-reply", { hasText: "¡Gracias, Carmen!" }).waitFor();
      });

      await t.step("delete asks first; the keyboard cancels", async () => {
        await staff.getByRole("button", { name: "Delete review by Luis" }).click();
        const confirm = staff.getByRole("alertdialog", { name: "Delete Review" });
        await confirm.waitFor();
        assert.deepEqual(await seriousViolations(staff), []);
        await staff.keyboard.press("Enter");
        await confirm.waitFor({ state: "detached" });
        assert.equal(await staff.locator(".reviews-table tbody tr[data-id]").count(), 2, "Cancel has the focus");
      });

      await t.step("approving makes the review public with its stars and in the JSON-LD", async () => {
        await staff.getByRole("button", { name: "Approve review by Carmen" }).click();
        await staff.getByRole("tab", { name: "Pending (1)" }).waitFor();
        await staff.getByRole("tab", { name: "Approved (1)" }).waitFor();
        await staff.getByRole("link", { name: "Reviews 1 pending" }).waitFor();
        const html = await (await fetch(`${site.url}/yuca-con-mojo`)).text();
        assert.match(html, /<p class="rating__summary"[^>]*><a href="#opiniones">5,0 de 5 \(1 valoración\)<\/a>/);
        assert.ok(!html.includes("Cargando valoraciones"), "the server renders the average");
        await reader.goto(`${site.url}/yuca-con-mojo`);
        await hydrateAllIslands(reader);
        assert.equal(await reader.locator(".review--pending").count(), 0, "once public it is no longer pending");
        const review = reader.locator(".review", { hasText: "Quedó suave y con mucho sabor." });
        await review.waitFor();
        assert.equal(await review.getByRole("img", { name: "5 de 5 estrellas" }).count(), 1);
        assert.match(await review.innerText(), /Carmen/);
        assert.match(await review.innerText(), /¡Gracias, Carmen!/);
        assert.ok(!(await reader.content()).includes("carmen@example.test"));
        const recipe = jsonLdOf(await reader.content()).find((node) => node["@type"] === "Recipe")!;
        const reviews = recipe.review as { author: { name: string }; reviewRating: { ratingValue: number } }[];
        assert.equal(reviews.length, 1);
        assert.equal(reviews[0].author.name, "Carmen");
        assert.equal(reviews[0].reviewRating.ratingValue, 5);
        assert.deepEqual(recipe.aggregateRating, {
          "@type": "AggregateRating",
          ratingValue: 5,
          ratingCount: 1,
          bestRating: 5,
          worstRating: 1,
        });
      });

      await t.step("bulk: select all pending and mark as spam", async () => {
        await staff.getByRole("checkbox", { name: "Select all" }).check();
        await staff.getByRole("button", { name: "Spam selected" }).click();
        await staff.getByRole("tab", { name: "Spam (1)" }).waitFor();
        await staff.getByRole("tab", { name: "Pending (0)" }).waitFor();
        await staff.getByRole("link", { name: "Reviews", exact: true }).waitFor();
      });

      await t.step(
        "spam and limits: a review with three links lands in Spam; the sixth in ten minutes is refused",
        async () => {
          const send = async (name: string, text: string) => {
            await reader.goto(`${site.url}/yuca-con-mojo`);
            await hydrateAllIslands(reader); // the form sits below the fold: it hydrates when reached
            await backdateStamp(reader, site, recipeId);
            await reader.getByLabel("Nombre").fill(name);
            await reader.getByRole("radio", { name: "1 estrella" }).check();
            await reader.getByLabel("Tu reseña").fill(text);
            await reader.getByRole("button", { name: "Enviar reseña" }).click();
            return reader.locator(".form-banner");
          };
          const spam = await send("Oferta", "Compra en https://a.example, https://b.example y www.c.example");
          await spam.filter({ hasText: "¡Gracias! Tu reseña se publicará cuando la revisemos." }).waitFor();
          await staff.reload();
          await waitForIsland(staff, "AdminReviewsReviewsScreen");
          await staff.getByRole("tab", { name: "Spam (2)" }).click();
          await staff.locator(".reviews-table tbody tr", { hasText: "Oferta" }).waitFor();
          for (const name of ["Uno", "Dos"]) {
            await (await send(name, "Otra opinión más.")).filter({ hasText: "¡Gracias!" }).waitFor();
          }
          const limited = await send("Tres", "Una de más.");
          await limited.filter({ hasText: "Has hecho demasiadas solicitudes" }).waitFor();
          assert.equal(await limited.getAttribute("role"), "alert");
        },
      );
      assertNoUnexpectedFailures(readerWatch, {
        responses: [`400 POST /api/posts/${recipeId}/reviews`, `429 POST /api/posts/${recipeId}/reviews`],
      });
      assertNoUnexpectedFailures(staffWatch);
    });
  } finally {
    await site.close();
  }
});
