import assert from "node:assert/strict";
import { instructionSteps, nutritionValue } from "./recipe_post.ts";

Deno.test("recipeInstructions in every shape become steps", () => {
  const cases: [string, unknown, { name: string; text: string }[]][] = [
    ["lines of text", "1. Lava el arroz.\n2. Cocínalo.", [{ name: "", text: "Lava el arroz." }, {
      name: "",
      text: "Cocínalo.",
    }]],
    ["HTML list", "<ol><li>Uno</li><li>Dos &amp; tres</li></ol>", [{ name: "", text: "Uno" }, {
      name: "",
      text: "Dos & tres",
    }]],
    ["plain strings", ["Uno", "Dos"], [{ name: "", text: "Uno" }, { name: "", text: "Dos" }]],
    [
      "HowToStep with a name that repeats the text",
      [{ "@type": "HowToStep", name: "Bate…", text: "Bate los huevos." }],
      [
        { name: "", text: "Bate los huevos." },
      ],
    ],
    ["HowToStep with its own name", [{ "@type": "HowToStep", name: "Caramelo", text: "Derrite el azúcar." }], [
      { name: "Caramelo", text: "Derrite el azúcar." },
    ]],
    ["HowToSection", [{
      "@type": "HowToSection",
      name: "Salsa",
      itemListElement: [{ "@type": "HowToStep", text: "Sofríe." }, "Añade tomate."],
    }], [{ name: "Salsa", text: "Sofríe." }, { name: "Salsa", text: "Añade tomate." }]],
    ["nothing", undefined, []],
  ];
  for (const [name, value, steps] of cases) assert.deepEqual(instructionSteps(value), steps, name);
});

Deno.test("nutrition values get the site's units", () => {
  const cases: [unknown, boolean, string][] = [
    ["250 calories", true, "250 kcal"],
    ["250", true, "250 kcal"],
    [250, true, "250 kcal"],
    ["12 grams", false, "12 g"],
    ["12g", false, "12 g"],
    ["300 mg", false, "300 mg"],
    ["unas cuantas", false, "unas cuantas"],
  ];
  for (const [value, energy, expected] of cases) assert.equal(nutritionValue(value, energy), expected, String(value));
});
