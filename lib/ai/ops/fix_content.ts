/**
 * fix-content: repairs one SEO finding of the content, named by the SEO
 * analysis' check id (`issueType`). The check is run first: its message is the
 * instruction given to the model, and content that already passes comes back
 * unchanged without a model call.
 */
import { z } from "zod";
import { ValidationError } from "../../errors.ts";
import { AI_INPUT_MESSAGES, FIXABLE_ISSUES, type FixContentRequestSchema } from "../../schemas/ai.ts";
import { SEO_CHECKS } from "../../seo/analysis/analyze.ts";
import { contextOf } from "../../seo/analysis/context.ts";
import { slugify } from "../../text/slug.ts";
import type { AiCall } from "../call.ts";
import { quoted } from "../prompts.ts";
import { rewriteContent } from "./enhance.ts";

/** Answers `{ content }`; an issue that is not fixable is a 400 'Cannot auto-fix this issue'. */
export async function fixContent(call: AiCall, input: z.output<typeof FixContentRequestSchema>) {
  const check = SEO_CHECKS.find((c) => c.id === input.issueType);
  if (!check || !FIXABLE_ISSUES.includes(input.issueType)) {
    throw new ValidationError(AI_INPUT_MESSAGES.cannotFix, { issueType: [AI_INPUT_MESSAGES.cannotFix] });
  }
  const finding = check.run(contextOf({
    title: input.title,
    metaTitle: "",
    metaDescription: "",
    content: input.content,
    slug: slugify(input.title),
    focusKeyword: input.focusKeyword,
    secondaryFocusKeyword: input.secondaryFocusKeyword,
    excerpt: "",
  }));
  if (!finding || finding.passed) return { content: input.content };
  return await rewriteContent(call, {
    name: "fixed_content",
    task: "Corrige el contenido HTML para resolver el problema SEO indicado, con cambios mínimos: conserva el " +
      "resto del texto, enlaces, imágenes y comentarios IMAGE_PLACEHOLDER.",
    prompt: [
      quoted("Problema SEO (en inglés)", finding.message),
      quoted("Palabra clave principal", input.focusKeyword),
      input.secondaryFocusKeyword ? quoted("Palabra clave secundaria", input.secondaryFocusKeyword) : "",
      input.title ? quoted("Título", input.title) : "",
      quoted("Contenido (HTML)", input.content, 60_000),
    ],
    failure: "Failed to fix content",
  });
}
