/**
 * How the AI settings shape every prompt: the content language (Spanish), the
 * tone (`ai_tone`), the content style (`ai_content_style`) and the
 * temperature (`ai_creativity_level`).
 */
import type { Settings } from "../schemas/settings.ts";

/** Sentence every system prompt carries: the content language sent to the model. */
export const SPANISH_INSTRUCTION = "Escribe siempre en español (de Cuba), aunque la petición llegue en otro idioma.";

/** How each tone is described to the model. */
export const TONE_INSTRUCTIONS: Record<Settings["ai_tone"], string> = {
  professional: "Tono profesional: experto, claro y preciso.",
  casual: "Tono informal: cercano, como una charla entre amigos en la cocina.",
  friendly: "Tono amable: cálido, acogedor y alentador.",
  formal: "Tono formal: respetuoso y cuidado, tratando al lector de usted.",
  enthusiastic: "Tono entusiasta: apasionado y lleno de energía por la cocina cubana.",
};

/** How each content style is described to the model. */
export const STYLE_INSTRUCTIONS: Record<Settings["ai_content_style"], string> = {
  authentic: "Estilo auténtico: fiel a la tradición cubana, con sus ingredientes y técnicas de siempre.",
  modern: "Estilo moderno: práctico y actual, pensado para la cocina de hoy.",
  traditional: "Estilo tradicional: recetas de la abuela, respetando cada paso clásico.",
  innovative: "Estilo innovador: propone variaciones creativas sin perder la esencia cubana.",
  storytelling: "Estilo narrativo: cuenta historias y recuerdos alrededor de cada plato.",
};

/** Temperature of each creativity level. */
export const CREATIVITY_TEMPERATURE: Record<Settings["ai_creativity_level"], number> = {
  low: 0.3,
  balanced: 0.7,
  high: 1.0,
};

/** The system prompt of every text call under `settings`, followed by `task`. */
export function systemPrompt(settings: Settings, task: string): string {
  return [
    "Eres el redactor de Recetas Cubanas, un blog en español sobre cocina cubana.",
    SPANISH_INSTRUCTION,
    TONE_INSTRUCTIONS[settings.ai_tone],
    STYLE_INSTRUCTIONS[settings.ai_content_style],
    "Responde solo con un objeto JSON que cumpla exactamente el esquema indicado, sin texto adicional.",
    task,
  ].join("\n");
}

/** HTML the model may write: the editor's tags only, no scripts, styles or classes. */
export const HTML_RULES =
  "Usa solo HTML sencillo: <h2>, <h3>, <p>, <ul>, <ol>, <li>, <strong>, <em>, <a href>, <blockquote>. " +
  "Nada de <h1>, <script>, <style>, atributos style ni clases.";

/** How image placeholders are written in generated content. */
export const PLACEHOLDER_RULES =
  "Donde convenga una imagen, escribe un comentario HTML <!-- IMAGE_PLACEHOLDER: descripción breve de la foto --> " +
  "en su propia línea (entre 2 y 4 en todo el artículo).";

/** Quotes user-provided text for a prompt, cut to `max` characters. */
export function quoted(label: string, text: string, max = 20_000): string {
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  return `${label}:\n"""\n${cut}\n"""`;
}
