/** The assistant's rules: when the article goes with a request, and how each operation applies. */
import assert from "node:assert/strict";
import { assistantAction } from "@/lib/shared/ai_assistant.ts";
import { needsArticleContent } from "@/lib/shared/ai_instruction.ts";
import { canAutoFix, FIX_ISSUE_LABELS } from "@/lib/shared/ai_fix_issues.ts";
import { FIXABLE_ISSUES } from "@/lib/schemas/ai.ts";

Deno.test("article content goes only with instructions that modify the existing structure", () => {
  for (
    const yes of [
      "Add a link to the black beans recipe",
      "Write a conclusion",
      "Improve this section",
      "Modify the second paragraph",
      "Añade un enlace a la receta de frijoles",
      "Mejora la conclusión",
      "Reescribe el segundo párrafo",
      "Modifica la sección de ingredientes",
    ]
  ) assert.equal(needsArticleContent(yes), true, yes);
  for (
    const no of [
      "Create an image of a plate of ropa vieja",
      "Generate a text about mojitos",
      "Genera una imagen de tostones",
      "Escribe un texto sobre el café cubano",
      "A short sentence about Havana",
    ]
  ) assert.equal(needsArticleContent(no), false, no);
});

Deno.test("operations: replace needs a selection, replace_section replaces all, anything else inserts", () => {
  assert.equal(assistantAction("replace", true), "replace");
  assert.equal(assistantAction("replace", false), "insert");
  assert.equal(assistantAction("insert", true), "insert");
  assert.equal(assistantAction("replace_section", false), "all");
  assert.equal(assistantAction("append_somewhere", true), "insert");
});

Deno.test("the editor offers exactly the issues fix-content can repair", () => {
  assert.deepEqual(Object.keys(FIX_ISSUE_LABELS).sort(), [...FIXABLE_ISSUES].sort());
  assert.equal(canAutoFix("title_length"), false);
});
