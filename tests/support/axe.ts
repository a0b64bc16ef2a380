/** axe-core in Chromium: the serious and critical accessibility violations of a page. */
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { hydrateAllIslands } from "./browser.ts";

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

const AXE_SOURCE = await Deno.readTextFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"));

/** Serious and critical axe violations of the page currently open (after its islands hydrate). */
export async function seriousViolations(page: Page): Promise<string[]> {
  await hydrateAllIslands(page);
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern
  // (a <script> tag would be refused, as any inline script is).
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run: (o: unknown) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run({
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
    });
    return result.violations;
  }) as AxeViolation[];
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")}`);
}
