/**
 * The AI settings' options (spec §3) with the labels the admin screen shows.
 * Dependency-free: the settings schema and the browser island share it.
 */

/** Tones the AI writes in. */
export const AI_TONES = ["professional", "casual", "friendly", "formal", "enthusiastic"] as const;
/** Content styles the AI writes in. */
export const AI_CONTENT_STYLES = ["authentic", "modern", "traditional", "innovative", "storytelling"] as const;
/** AI creativity levels. */
export const AI_CREATIVITY_LEVELS = ["low", "balanced", "high"] as const;
/** Image generation providers. */
export const AI_IMAGE_PROVIDERS = ["openrouter", "cloudflare"] as const;

/** Labels of the options, by value. */
export const AI_OPTION_LABELS: Record<string, string> = {
  professional: "Professional",
  casual: "Casual",
  friendly: "Friendly",
  formal: "Formal",
  enthusiastic: "Enthusiastic",
  authentic: "Authentic",
  modern: "Modern",
  traditional: "Traditional",
  innovative: "Innovative",
  storytelling: "Storytelling",
  low: "Low (precise, temperature 0.3)",
  balanced: "Balanced (temperature 0.7)",
  high: "High (creative, temperature 1.0)",
  openrouter: "OpenRouter",
  cloudflare: "Cloudflare Workers AI",
};
