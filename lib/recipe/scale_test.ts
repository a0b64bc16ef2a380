import assert from "node:assert/strict";
import { formatFraction, parseAmount } from "./amounts.ts";
import { scaleIngredient, yieldServings } from "./scale.ts";

/** Each line scaled by its factor (units as written) reads as expected. */
function assertScales(cases: [string, number, string][]): void {
  for (const [line, factor, expected] of cases) {
    assert.equal(scaleIngredient(line, factor), expected, `${line} ×${factor}`);
  }
}

Deno.test("amounts: every written form is read", () => {
  assert.equal(parseAmount("2"), 2);
  assert.equal(parseAmount("1/2"), 0.5);
  assert.equal(parseAmount("½"), 0.5);
  assert.equal(parseAmount("1 ½"), 1.5);
  assert.equal(parseAmount("1½"), 1.5);
  assert.equal(parseAmount("1 1/2"), 1.5);
  assert.equal(parseAmount("1,5"), 1.5);
  assert.equal(parseAmount("0.25"), 0.25);
  assert.equal(parseAmount("una"), 1);
  assert.equal(parseAmount("media"), 0.5);
  assert.equal(parseAmount("1/0"), null);
});

Deno.test("amounts: fractions are shown the way a cook reads them", () => {
  assert.equal(formatFraction(0.5), "½");
  assert.equal(formatFraction(0.25), "¼");
  assert.equal(formatFraction(0.75), "¾");
  assert.equal(formatFraction(1 / 3), "⅓");
  assert.equal(formatFraction(2 / 3), "⅔");
  assert.equal(formatFraction(1.5), "1 ½");
  assert.equal(formatFraction(0.125), "⅛");
  assert.equal(formatFraction(3), "3");
  assert.equal(formatFraction(2.98), "3");
  assert.equal(formatFraction(0.01), "⅛");
  assert.equal(formatFraction(12.4), "12");
});

Deno.test("scale: each quantity form by ×½, ×2 and ×3", () => {
  assertScales([
    ["2 tazas de arroz", 2, "4 tazas de arroz"],
    ["2 tazas de arroz", 0.5, "1 taza de arroz"],
    ["2 tazas de arroz", 3, "6 tazas de arroz"],
    ["1/2 cucharadita de sal", 2, "1 cucharadita de sal"],
    ["1/2 cucharadita de sal", 3, "1 ½ cucharaditas de sal"],
    ["1/2 cucharadita de sal", 0.5, "¼ cucharadita de sal"],
    ["½ taza de aceite", 2, "1 taza de aceite"],
    ["½ taza de aceite", 3, "1 ½ tazas de aceite"],
    ["1 ½ tazas de leche", 2, "3 tazas de leche"],
    ["1 ½ tazas de leche", 0.5, "¾ taza de leche"],
    ["1 1/2 tazas de leche", 3, "4 ½ tazas de leche"],
    ["2-3 dientes de ajo", 2, "4-6 dientes de ajo"],
    ["2-3 dientes de ajo", 0.5, "1-1 ½ dientes de ajo"],
    ["2 a 3 dientes de ajo", 3, "6 a 9 dientes de ajo"],
    ["una pizca de comino", 2, "2 pizcas de comino"],
    ["una pizca de comino", 0.5, "½ pizca de comino"],
    ["250 g de harina", 2, "500 g de harina"],
    ["250 g de harina", 0.5, "125 g de harina"],
    ["250 g", 3, "750 g"],
    ["1,5 kg de yuca", 2, "3 kg de yuca"],
    ["1 cebolla grande (250 g), picada", 2, "2 cebollas grandes (500 g), picadas"],
    ["3 huevos", 0.5, "1 ½ huevos"],
    ["1 limón", 3, "3 limones"],
    ["2 tazas de arroz", 1 / 3, "⅔ taza de arroz"],
    ["2 huevos", 0.5, "1 huevo"],
    ["2 limones", 0.5, "1 limón"],
    ["4 tomates medianos, picados", 0.25, "1 tomate mediano, picado"],
    ["2 papas grandes", 0.5, "1 papa grande"],
    ["2 nueces", 0.5, "1 nuez"],
    ["4 ajíes cachucha", 0.25, "1 ají cachucha"],
  ]);
});

Deno.test("scale: lines without a quantity stay as written", () => {
  for (const line of ["Sal al gusto", "Aceite para freír", "un poco de pimienta", "Perejil picado (opcional)"]) {
    assert.equal(scaleIngredient(line, 2), line);
    assert.equal(scaleIngredient(line, 0.5, "metric"), line);
  }
  assert.equal(scaleIngredient("2 tazas de arroz", 1), "2 tazas de arroz");
});

Deno.test("scale: metric and US measures convert where the unit allows", () => {
  assert.equal(scaleIngredient("2 tazas de arroz", 1, "metric"), "480 ml de arroz");
  assert.equal(scaleIngredient("1 cucharada de vinagre", 2, "metric"), "30 ml de vinagre");
  assert.equal(scaleIngredient("5 tazas de caldo", 1, "metric"), "1,2 l de caldo");
  assert.equal(scaleIngredient("1 libra de carne", 1, "metric"), "455 g de carne");
  assert.equal(scaleIngredient("3 libras de cerdo", 1, "metric"), "1,36 kg de cerdo");
  assert.equal(scaleIngredient("240 ml de leche", 1, "us"), "1 taza de leche");
  assert.equal(scaleIngredient("120 ml de vino seco", 2, "us"), "1 taza de vino seco");
  assert.equal(scaleIngredient("30 ml de aceite", 1, "us"), "2 cucharadas de aceite");
  assert.equal(scaleIngredient("5 ml de vainilla", 1, "us"), "1 cucharadita de vainilla");
  assert.equal(scaleIngredient("2 l de agua", 1, "us"), "8 ⅓ tazas de agua");
  assert.equal(scaleIngredient("1 kg de falda de res", 1, "us"), "2 ¼ libras de falda de res");
  assert.equal(scaleIngredient("250 g de harina", 1, "us"), "8 ¾ onzas de harina");
  assert.equal(scaleIngredient("1 cebolla (250 g)", 1, "us"), "1 cebolla (8 ¾ onzas)");
  assert.equal(scaleIngredient("6 dientes de ajo", 1, "us"), "6 dientes de ajo", "units that do not convert stay");
  assert.equal(scaleIngredient("2 tazas de arroz", 1, "us"), "2 tazas de arroz", "already US");
});

Deno.test("yield: servings from the yield text", () => {
  assert.equal(yieldServings("4 porciones"), 4);
  assert.equal(yieldServings("Para 6 personas"), 6);
  assert.equal(yieldServings("Una fuente"), null);
});

Deno.test("scale: the notes after the noun agree in number with it, or stay as written", () => {
  assertScales([
    ["1 cebolla grande, cortada", 2, "2 cebollas grandes, cortadas"],
    ["1 cebolla grande, cortada en tiras finas", 3, "3 cebollas grandes, cortadas en tiras finas"],
    ["1 pimiento verde, sin semillas y picado", 2, "2 pimientos verdes, sin semillas y picado"],
    ["1 tomate maduro, pelado y picado", 2, "2 tomates maduros, pelados y picados"],
    ["1 boniato, finamente rallado", 2, "2 boniatos, finamente rallados"],
    ["2 cebollas medianas, picadas", 0.5, "1 cebolla mediana, picada"],
    ["4 plátanos maduros, pelados, cortados en rodajas", 0.25, "1 plátano maduro, pelado, cortado en rodajas"],
    ["1 ají cachucha, al gusto", 2, "2 ajíes cachucha, al gusto"],
    ["2 tazas de arroz, lavado", 2, "4 tazas de arroz, lavado"],
  ]);
});

Deno.test("scale: spices and small amounts show in teaspoons and tablespoons in US measures, never ounces", () => {
  assert.equal(scaleIngredient("6 g de sal", 1, "us"), "1 cucharadita de sal");
  assert.equal(scaleIngredient("2 g de comino molido", 2, "us"), "2 cucharaditas de comino molido");
  assert.equal(scaleIngredient("3 g de orégano seco", 1, "us"), "1 cucharada de orégano seco");
  assert.equal(scaleIngredient("15 g de mantequilla", 1, "us"), "1 cucharada de mantequilla");
  assert.equal(scaleIngredient("250 g de harina", 1, "us"), "8 ¾ onzas de harina", "larger amounts stay in ounces");
});

Deno.test("scale: counted units, compound nouns and every adjective of the phrase agree, both ways", () => {
  assertScales([
    ["2 dientes de ajo (7 g), machacados", 0.5, "1 diente de ajo (3,5 g), machacado"],
    ["1 diente de ajo, machacado", 2, "2 dientes de ajo, machacados"],
    ["1 hoja de laurel, partida", 3, "3 hojas de laurel, partidas"],
    ["1 lata de tomate, escurrido", 2, "2 latas de tomate, escurrido"],
    ["1 ají pimiento rojo grande", 2, "2 ajíes pimiento rojos grandes"],
    ["2 ajíes pimiento rojos grandes", 0.5, "1 ají pimiento rojo grande"],
    ["1 cebolla morada mediana, picada", 2, "2 cebollas moradas medianas, picadas"],
    ["2 tomates rojos y maduros", 0.5, "1 tomate rojo y maduro"],
    ["1 pimiento verde sin semillas", 2, "2 pimientos verdes sin semillas"],
    ["1 plátano maduro (200 g)", 2, "2 plátanos maduros (400 g)"],
  ]);
});

Deno.test("scale: metric amounts below 1 kg or 1 l show in g or ml, and from 1000 in kg or l", () => {
  assertScales([
    ["0,5 kg de falda", 1 / 3, "165 g de falda"],
    ["1 kg de falda", 0.25, "250 g de falda"],
    ["1 l de caldo", 0.5, "500 ml de caldo"],
    ["1,5 litros de agua", 0.5, "750 ml de agua"],
    ["500 g de yuca", 3, "1,5 kg de yuca"],
    ["600 ml de leche", 2, "1,2 l de leche"],
    ["0,5-1 kg de cerdo", 0.5, "250-500 g de cerdo"],
    ["1 cebolla (0,25 kg)", 2, "2 cebollas (500 g)"],
  ]);
  assert.equal(scaleIngredient("0,2 kg de queso", 1, "metric"), "200 g de queso");
});
