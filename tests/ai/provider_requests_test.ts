/**
 * What the site sends to the OpenAI-compatible provider: the preset's model
 * id, the creativity level's temperature, Spanish and tone/style instructions
 * in the system prompt, and the answer's JSON schema as strict structured output.
 */
import assert from "node:assert/strict";
import { SPANISH_INSTRUCTION, STYLE_INSTRUCTIONS, TONE_INSTRUCTIONS } from "@/lib/ai/prompts.ts";
import { updateSettings } from "@/lib/db/settings.ts";
import { startAiSite } from "./ai_test_site.ts";

Deno.test("text calls carry the settings' model, temperature, language, tone and JSON schema", async (t) => {
  const ai = await startAiSite();
  try {
    await t.step("defaults: the default preset's model, balanced temperature, professional tone", async () => {
      const response = await ai.post("generate-focus-keywords", { title: "Arroz con pollo" });
      assert.equal(response.status, 200);
      assert.deepEqual(await response.json(), {
        mainFocusKeyword: "arroz con pollo cubano",
        secondaryFocusKeyword: "receta de arroz con pollo",
      });
      const sent = ai.fake.chat.at(-1)!.body;
      assert.equal(sent.model, "openai/gpt-4o-mini");
      assert.equal(sent.temperature, 0.7);
      const system = sent.messages[0];
      assert.equal(system.role, "system");
      assert.ok(system.content.includes(SPANISH_INSTRUCTION));
      assert.ok(system.content.includes(TONE_INSTRUCTIONS.professional));
      assert.ok(system.content.includes(STYLE_INSTRUCTIONS.authentic));
      assert.ok(sent.messages[1].content.includes("Arroz con pollo"));
      const format = sent.response_format;
      assert.equal(format.type, "json_schema");
      assert.equal(format.json_schema.name, "focus_keywords");
      assert.equal(format.json_schema.strict, true);
      assert.deepEqual(format.json_schema.schema.required, ["mainFocusKeyword", "secondaryFocusKeyword"]);
      assert.equal(format.json_schema.schema.additionalProperties, false);
      assert.deepEqual(format.json_schema.schema.properties.mainFocusKeyword, { type: "string" }, "no minLength sent");
      assert.equal(ai.fake.chat.at(-1)!.authorization, `Bearer ${ai.fake.apiKey}`);
    });

    await t.step("another preset, high creativity and a casual storytelling voice", async () => {
      await updateSettings(ai.site.kv, {
        ai_text_model: "recetas-premium",
        ai_creativity_level: "high",
        ai_tone: "casual",
        ai_content_style: "storytelling",
      });
      assert.equal((await ai.post("generate-focus-keywords", { title: "Flan" })).status, 200);
      const sent = ai.fake.chat.at(-1)!.body;
      assert.equal(sent.model, "openai/gpt-4o");
      assert.equal(sent.temperature, 1);
      assert.ok(sent.messages[0].content.includes(TONE_INSTRUCTIONS.casual));
      assert.ok(sent.messages[0].content.includes(STYLE_INSTRUCTIONS.storytelling));
      assert.ok(!sent.messages[0].content.includes(TONE_INSTRUCTIONS.professional));
    });

    await t.step("a custom model id and low creativity", async () => {
      await updateSettings(ai.site.kv, {
        ai_text_model: "custom:meta-llama/llama-3.1-70b-instruct",
        ai_creativity_level: "low",
      });
      assert.equal((await ai.post("generate-focus-keywords", { title: "Flan" })).status, 200);
      const sent = ai.fake.chat.at(-1)!.body;
      assert.equal(sent.model, "meta-llama/llama-3.1-70b-instruct");
      assert.equal(sent.temperature, 0.3);
    });
  } finally {
    await ai.close();
  }
});
