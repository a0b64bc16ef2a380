/** Demo recipes, part 7 of 7: pure-de-malanga. */
import type { DemoRecipe } from "../types.ts";

/** Demo recipes pure-de-malanga. */
export const recipes7: DemoRecipe[] = [
  {
    slug: "pure-de-malanga",
    title: "Puré de malanga",
    excerpt:
      "Puré de malanga suave y sedoso con mantequilla y un toque de ajo. El acompañante cubano ideal para carnes con salsa.",
    categories: ["platos-principales"],
    tags: ["fácil", "vegetariano", "sin gluten"],
    focus_keyword: "puré de malanga",
    meta_title: "Puré de malanga cubano: receta suave y cremosa",
    meta_description:
      "Receta de puré de malanga a la cubana con mantequilla, leche y ajo. Cómo pelar la malanga sin picor y lograr un puré sedoso que no quede gomoso.",
    content:
      `<p>El <strong>puré de malanga</strong> es suave, sedoso y con un ligero sabor a nuez que no tiene el puré de papa. En Cuba es la primera comida de los bebés y el remedio de los enfermos: se dice que la malanga «asienta el estómago», y no hay abuela que no la recomiende. Pero es también un acompañante excelente para cualquier carne con salsa.</p>
<h2>Un poco de historia</h2>
<p>La malanga es un tubérculo tropical de la familia de las aráceas, pariente del taro, que se cultiva en el Caribe desde hace muchísimo tiempo. En Cuba se come hervida, en frituras, en buñuelos y en el <a href="/ajiaco-criollo">ajiaco criollo</a>. Durante los años difíciles fue una de las viandas más buscadas en los mercados, y conseguir malanga para los niños era una pequeña victoria.</p>
<h2>Consejos para que quede perfecto</h2>
<h3>Pelar sin picor</h3>
<p>La malanga cruda puede irritar la piel de las manos. Usa <strong>guantes</strong> o úntate un poco de aceite antes de pelarla, y lava los trozos en agua fría para quitar el exceso de almidón pegajoso.</p>
<ul>
<li>Cocínala en agua fría con sal y retírala en cuanto se deje atravesar con un tenedor.</li>
<li>Escúrrela muy bien: el agua sobrante convierte el puré en engrudo.</li>
<li>Májala en caliente con un pisapapas; la batidora eléctrica la vuelve gomosa.</li>
<li>Añade la leche caliente poco a poco hasta la textura que te guste.</li>
<li>Para los más pequeños, omite el ajo y la pimienta.</li>
</ul>
<p>Si el puré espesa mientras esperas a servirlo, caliéntalo a fuego bajo con un chorrito más de leche y remueve. La malanga absorbe mucho líquido, así que es normal.</p>
<h2>Cómo servirlo</h2>
<p>Es el compañero ideal de los platos con salsa: una <a href="/ropa-vieja">ropa vieja</a>, un <a href="/picadillo-a-la-habanera">picadillo</a> o un bistec encebollado. Sírvelo en un cuenco con un trocito de mantequilla derritiéndose encima y un poco de perejil picado. Se conserva dos días en la nevera, bien tapado.</p>`,
    published_days_ago: 252,
    updated_hours_after_publish: 20,
    prep_time: "PT15M",
    cook_time: "PT30M",
    total_time: "PT45M",
    recipe_yield: "4 porciones",
    recipe_category: "Acompañamiento",
    recipe_cuisine: "Cubana",
    ingredients: [
      "1 kg de malanga",
      "2 litros de agua fría",
      "10 g de sal",
      "60 g de mantequilla",
      "200 ml de leche entera caliente",
      "2 dientes de ajo picados finos",
      "15 ml de aceite de oliva",
      "1 g de pimienta blanca molida",
      "1 g de nuez moscada rallada",
    ],
    instructions: [
      {
        name: "Pelar y trocear",
        text:
          "Con guantes, pela la malanga, córtala en trozos de unos 4 cm y lávalos en agua fría para quitar el almidón pegajoso.",
      },
      {
        name: "Hervir",
        text:
          "Pon la malanga en una olla con el agua fría y la sal, lleva a ebullición y cocina a fuego medio entre 20 y 25 minutos, hasta que esté muy tierna.",
      },
      {
        name: "Escurrir",
        text: "Escúrrela muy bien y devuélvela a la olla caliente 1 minuto para que suelte el vapor.",
      },
      {
        name: "Dorar el ajo",
        text:
          "Mientras tanto, dora el ajo en el aceite de oliva a fuego bajo durante 1 minuto, sin que llegue a quemarse.",
      },
      {
        name: "Majar",
        text:
          "Maja la malanga en caliente con un pisapapas junto con la mantequilla. Añade la leche caliente poco a poco, removiendo, hasta lograr un puré sedoso.",
      },
      {
        name: "Sazonar y servir",
        text: "Incorpora el ajo con su aceite, la pimienta y la nuez moscada, rectifica la sal y sirve caliente.",
      },
    ],
    nutrition_calories: "320 kcal",
    nutrition_protein: "4 g",
    nutrition_fat: "14 g",
    nutrition_carbs: "45 g",
    nutrition_saturated_fat: "3,5 g",
    nutrition_trans_fat: "0 g",
    nutrition_cholesterol: "10 mg",
    nutrition_sodium: "480 mg",
    nutrition_fiber: "11 g",
    nutrition_sugar: "2,2 g",
    nutrition_serving_size: "1 taza (200 g)",
  },
];
