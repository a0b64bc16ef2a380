/** Demo recipes, part 3 of 7: frijoles-negros, enchilado-de-camarones, pescado-en-escabeche, ajiaco-criollo. */
import type { DemoRecipe } from "../types.ts";

/** Demo recipes frijoles-negros, enchilado-de-camarones, pescado-en-escabeche, ajiaco-criollo. */
export const recipes3: DemoRecipe[] = [
  {
    slug: "frijoles-negros",
    title: "Frijoles negros dormidos",
    excerpt:
      "Frijoles negros cremosos cocinados a fuego lento con sofrito, comino y un toque de vino seco, y dejados reposar para que espesen.",
    categories: ["arroces-y-frijoles"],
    tags: ["tradicional", "cocina lenta", "vegetariano", "sin gluten"],
    focus_keyword: "frijoles negros cubanos",
    meta_title: "Frijoles negros dormidos a la cubana",
    meta_description:
      "Receta de frijoles negros dormidos al estilo cubano: cocidos lentamente con sofrito, comino, laurel y vino seco, y reposados hasta quedar espesos.",
    content:
      `<p>Hay frijoles negros y hay <strong>frijoles negros dormidos</strong>. Los segundos son los que se cocinan sin prisa, se sazonan con un buen sofrito y luego se dejan reposar tapados, «dormir», hasta que el caldo se vuelve espeso y aterciopelado. Los frijoles negros cubanos son la base de la comida diaria en la isla y, bien hechos, pueden robarle el protagonismo a cualquier carne.</p>
<h2>Un poco de historia</h2>
<p>Los frijoles negros son especialmente populares en el occidente de la isla, sobre todo en La Habana, mientras que en el oriente se prefieren los colorados. Cada familia tiene su propia versión: con o sin azúcar, con vino seco o con vinagre, con un hueso de jamón o totalmente vegetarianos. Lo que nadie discute es que saben mejor al día siguiente. En muchas casas se preparaba una olla grande el domingo y se iba calentando durante la semana, y cada día estaban un poco más espesos y sabrosos.</p>
<h2>Consejos para que quede perfecto</h2>
<h3>El remojo</h3>
<p>Remojar los frijoles toda la noche reduce el tiempo de cocción y hace que queden más cremosos. Cocínalos en la misma agua del remojo para conservar su color oscuro.</p>
<ul>
<li>No añadas la sal hasta que estén tiernos; si no, la piel se endurece.</li>
<li>Aplastar un poco de frijoles con el sofrito es el truco para espesar el caldo sin harina.</li>
<li>El <strong>azúcar</strong> no los vuelve dulces: equilibra la acidez del vino y del vinagre.</li>
<li>Si usas olla de presión, reduce la primera cocción a unos 35 minutos.</li>
</ul>
<h3>El sofrito</h3>
<p>Cebolla, ají y ajo, bien pochados en aceite de oliva, son imprescindibles. Aprende todos los detalles en nuestro artículo sobre <a href="/el-sofrito-cubano">el sofrito cubano</a>.</p>
<h2>Cómo servirlo</h2>
<p>Sírvelos sobre arroz blanco bien suelto, en plato hondo o en una taza al lado. Acompañan de maravilla a la <a href="/vaca-frita">vaca frita</a>, al <a href="/picadillo-a-la-habanera">picadillo a la habanera</a> o a cualquier otro plato de la mesa cubana. También se pueden congelar en raciones hasta tres meses: caliéntalos después a fuego lento con un chorrito de agua y quedarán como recién hechos.</p>`,
    published_days_ago: 33,
    updated_hours_after_publish: 48,
    prep_time: "PT15M",
    cook_time: "PT2H",
    total_time: "PT2H15M",
    recipe_yield: "6 porciones",
    recipe_category: "Acompañamiento",
    recipe_cuisine: "Cubana",
    ingredients: [
      "500 g de frijoles negros secos",
      "2,5 l de agua",
      "1 ají pimiento verde grande (200 g)",
      "1 cebolla grande (250 g), picada",
      "6 dientes de ajo (18 g), majados",
      "80 ml de aceite de oliva",
      "2 hojas de laurel",
      "4 g de comino molido",
      "3 g de orégano seco",
      "60 ml de vino seco",
      "15 ml de vinagre",
      "15 g de azúcar",
      "12 g de sal",
    ],
    instructions: [
      {
        name: "Remojar",
        text:
          "La noche anterior, lava los frijoles y déjalos en remojo en 2 l del agua con medio ají. El remojo no está incluido en los tiempos de la receta.",
      },
      {
        name: "Cocer",
        text:
          "Sin tirar el agua del remojo, añade el resto del agua y el laurel y cocina a fuego medio-bajo 1 hora y 20 minutos, hasta que estén muy tiernos.",
      },
      {
        name: "Preparar el sofrito",
        text:
          "Sofríe en 60 ml del aceite la cebolla, el resto del ají picado y el ajo durante 8 minutos. Añade el comino y el orégano. Aplasta con un tenedor un cucharón de frijoles y mézclalo con el sofrito.",
      },
      {
        name: "Unir y sazonar",
        text:
          "Vierte el sofrito en la olla, añade la sal, el azúcar, el vino seco y el vinagre y cocina destapado a fuego bajo 30 minutos, removiendo de vez en cuando, hasta que espesen.",
      },
      {
        name: "Dejar dormir",
        text:
          "Apaga el fuego, tapa la olla y deja reposar al menos 30 minutos. Antes de servir, rocía con el aceite de oliva restante.",
      },
    ],
    nutrition_calories: "360 kcal",
    nutrition_protein: "18 g",
    nutrition_fat: "13 g",
    nutrition_carbs: "45 g",
    nutrition_saturated_fat: "3,2 g",
    nutrition_trans_fat: "0 g",
    nutrition_cholesterol: "10 mg",
    nutrition_sodium: "480 mg",
    nutrition_fiber: "11 g",
    nutrition_sugar: "2,2 g",
    nutrition_serving_size: "1 taza (220 g)",
  },
  {
    slug: "enchilado-de-camarones",
    title: "Enchilado de camarones",
    excerpt:
      "Camarones guisados en una salsa criolla de tomate, ají y vino seco. A pesar del nombre no pica: es sabroso, aromático y muy cubano.",
    categories: ["mariscos-y-pescados"],
    tags: ["sofrito", "para fiestas", "sin gluten"],
    focus_keyword: "enchilado de camarones",
    meta_title: "Enchilado de camarones a la cubana",
    meta_description:
      "Receta de enchilado de camarones cubano: camarones en salsa criolla de tomate, ají, ajo y vino seco, listos en 45 minutos. Sírvelos con arroz blanco.",
    content:
      `<p>El <strong>enchilado de camarones</strong> es el plato de mariscos más popular de la cocina cubana. Los camarones se cocinan apenas unos minutos en una salsa criolla de tomate, ají y vino seco, y el resultado es un guiso brillante, aromático y perfecto para mojar pan o acompañar un plato de arroz blanco.</p>
<h2>Un poco de historia</h2>
<p>A pesar de su nombre, el enchilado cubano <strong>no es picante</strong>. En Cuba, «enchilado» se refiere a la salsa roja de tomate y ají pimiento, no al chile. En los pueblos de la costa se prepara también con langosta, cangrejo o pescado, según lo que traigan los pescadores ese día. Es un buen ejemplo de cómo el sofrito criollo se adapta a cualquier ingrediente que llegue a la cocina. Es, además, un plato de fiesta: cuando en una casa cubana se sirve enchilado, es que hay algo que celebrar.</p>
<h2>Consejos para que quede perfecto</h2>
<h3>No los cocines de más</h3>
<p>El error más común es dejar los camarones demasiado tiempo en la salsa: se vuelven gomosos. Añádelos al final y retíralos del fuego en cuanto cambien de color.</p>
<ul>
<li>Compra camarones crudos; los ya cocidos se endurecen al calentarse de nuevo.</li>
<li>Guarda las cáscaras y hiérvelas 10 minutos con un poco de agua para hacer un caldo rápido que puedes añadir a la salsa.</li>
<li>El vino seco es clave, pero puedes sustituirlo por un vino blanco seco.</li>
<li>Si te gusta el picante, añade un ají guaguao picado o unas gotas de salsa picante.</li>
</ul>
<h3>La salsa</h3>
<p>Deja que la salsa se reduzca antes de añadir los camarones. Así queda espesa y se pega a cada pieza en lugar de quedar aguada en el fondo del plato.</p>
<h2>Cómo servirlo</h2>
<p>Lo clásico es servirlo con arroz blanco y unos <a href="/tostones">tostones</a> o una ración de <a href="/pure-de-malanga">puré de malanga</a>. Para abrir la comida, un <a href="/mojito">mojito</a> bien frío es el aperitivo ideal. Si quieres una presentación más festiva, sírvelo en cazuelitas de barro individuales con perejil fresco por encima y pan tostado para mojar en la salsa.</p>`,
    published_days_ago: 151,
    prep_time: "PT20M",
    cook_time: "PT25M",
    total_time: "PT45M",
    recipe_yield: "4 porciones",
    recipe_category: "Plato Principal",
    recipe_cuisine: "Cubana",
    ingredients: [
      "800 g de camarones grandes, pelados y desvenados",
      "1 cebolla mediana (180 g), picada",
      "1 ají pimiento verde (150 g), picado",
      "1 ají pimiento rojo (150 g), picado",
      "5 dientes de ajo (15 g), picados",
      "250 g de salsa de tomate",
      "120 ml de vino seco",
      "45 ml de aceite de oliva",
      "30 ml de jugo de limón",
      "15 g de pasta de ají picante (opcional)",
      "2 g de comino molido",
      "1 hoja de laurel",
      "8 g de sal",
      "10 g de perejil fresco picado",
    ],
    instructions: [
      {
        name: "Marinar los camarones",
        text:
          "Sazona los camarones con el jugo de limón, un poco de sal y un diente de ajo picado. Déjalos en la nevera 15 minutos mientras preparas el sofrito.",
      },
      {
        name: "Hacer el sofrito",
        text:
          "En una cazuela amplia calienta el aceite y sofríe la cebolla, los ajíes y el resto del ajo a fuego medio durante 8 minutos.",
      },
      {
        name: "Preparar la salsa",
        text:
          "Añade la salsa de tomate, el vino seco, el laurel, el comino y la pasta de ají si la usas. Cocina a fuego bajo 10 minutos, hasta que la salsa espese ligeramente.",
      },
      {
        name: "Cocinar los camarones",
        text:
          "Incorpora los camarones escurridos y cocina 4 o 5 minutos, solo hasta que se vuelvan rosados. Rectifica de sal.",
      },
      {
        name: "Servir",
        text: "Retira el laurel, espolvorea el perejil y sirve enseguida.",
      },
    ],
    nutrition_calories: "290 kcal",
    nutrition_protein: "36 g",
    nutrition_fat: "11 g",
    nutrition_carbs: "10 g",
    nutrition_saturated_fat: "3,8 g",
    nutrition_trans_fat: "0 g",
    nutrition_cholesterol: "101 mg",
    nutrition_sodium: "720 mg",
    nutrition_fiber: "0,8 g",
    nutrition_sugar: "1,5 g",
    nutrition_serving_size: "1 plato (210 g)",
  },
  {
    slug: "pescado-en-escabeche",
    title: "Pescado en escabeche",
    excerpt:
      "Ruedas de pescado fritas y cubiertas con una salsa de aceite, vinagre, cebolla y ají: el escabeche cubano que sabe mejor al día siguiente.",
    categories: ["mariscos-y-pescados"],
    tags: ["tradicional", "para fiestas"],
    focus_keyword: "pescado en escabeche",
    meta_title: "Pescado en escabeche a la cubana",
    meta_description:
      "Receta de pescado en escabeche cubano: ruedas de serrucho o pargo fritas y marinadas en aceite, vinagre, cebolla y ají. Ideal para servir frío.",
    content:
      `<p>El <strong>pescado en escabeche</strong> es una de esas recetas que se preparan con calma y se disfrutan días después. Las ruedas de pescado frito se cubren con una salsa caliente de aceite de oliva, vinagre, cebolla y ají, y se dejan en la nevera hasta que los sabores se funden. En muchas casas cubanas era el plato de Semana Santa y de las fiestas de fin de año.</p>
<h2>Un poco de historia</h2>
<p>El escabeche es una técnica de conservación muy antigua, que se extendió por la península ibérica durante la Edad Media y que los españoles trajeron a Cuba. Antes de que hubiera neveras, el vinagre permitía guardar el pescado durante semanas. En la isla se preparaba sobre todo con serrucho o con bonito, y se guardaba en grandes frascos de cristal o en cazuelas de barro.</p>
<h2>Consejos para que quede perfecto</h2>
<h3>Elige bien el pescado</h3>
<p>Necesitas un pescado de <strong>carne firme</strong> que no se deshaga al freírlo ni al marinarlo. El serrucho, el pargo, el bonito o el dorado son buenas opciones.</p>
<ul>
<li>Seca muy bien el pescado antes de enharinarlo para que la fritura quede crujiente.</li>
<li>Cocina la cebolla a fuego bajo: debe quedar tierna, no dorada.</li>
<li>Usa un recipiente de vidrio o de barro, porque el metal reacciona con el vinagre.</li>
<li>Espera al menos un día antes de probarlo. La paciencia se nota en cada bocado.</li>
<li>Si el vinagre te resulta muy fuerte, mezcla tres partes de vinagre con una de agua.</li>
</ul>
<h3>¿Qué aceite usar?</h3>
<p>El aceite de oliva es el tradicional y el que mejor sabor aporta, pero puedes mezclarlo a partes iguales con un aceite vegetal suave. Recuerda que el aceite también forma parte de la salsa, así que elige uno que te guste en crudo.</p>
<h2>Cómo servirlo</h2>
<p>Sírvelo frío o a temperatura ambiente, como entrante con pan o galletas, o como plato principal con <a href="/pure-de-malanga">puré de malanga</a> o <a href="/yuca-con-mojo">yuca con mojo</a>. Un poco de la salsa del escabeche por encima de la yuca hervida es una verdadera delicia, y el escabeche se conserva hasta una semana en la nevera.</p>`,
    published_days_ago: 12,
    status: "draft",
    prep_time: "PT20M",
    cook_time: "PT35M",
    total_time: "PT55M",
    recipe_yield: "6 porciones",
    recipe_category: "Entrada",
    recipe_cuisine: "Cubana",
    ingredients: [
      "1 kg de pescado de carne firme (serrucho, pargo o bonito), en ruedas de 2 cm",
      "60 g de harina de trigo",
      "250 ml de aceite de oliva",
      "200 ml de vinagre blanco",
      "2 cebollas medianas (360 g), en aros",
      "1 ají pimiento rojo (150 g), en tiras",
      "6 dientes de ajo (18 g), laminados",
      "60 g de aceitunas verdes",
      "15 g de alcaparras",
      "2 hojas de laurel",
      "5 g de pimienta negra en grano",
      "3 g de pimentón dulce",
      "12 g de sal",
      "30 ml de jugo de limón",
    ],
    instructions: [
      {
        name: "Sazonar el pescado",
        text:
          "Seca las ruedas de pescado, sazónalas con sal y limón y déjalas reposar 10 minutos. Pásalas por harina y sacude el exceso.",
      },
      {
        name: "Freír",
        text:
          "Calienta 100 ml del aceite en una sartén y fríe el pescado por tandas, 4 minutos por cada lado, hasta que esté dorado. Escúrrelo y colócalo en una fuente de vidrio o de barro.",
      },
      {
        name: "Preparar el escabeche",
        text:
          "En una cazuela, calienta el resto del aceite a fuego bajo con el ajo, la cebolla, el ají, el laurel y la pimienta durante 8 minutos, sin que se doren. Retira del fuego, añade el pimentón y después el vinagre con cuidado.",
      },
      {
        name: "Cubrir el pescado",
        text:
          "Vierte la salsa caliente sobre el pescado, reparte las aceitunas y las alcaparras y asegúrate de que todo quede cubierto.",
      },
      {
        name: "Reposar",
        text:
          "Deja enfriar, tapa y refrigera al menos 24 horas antes de servir. El reposo no está incluido en los tiempos de la receta.",
      },
    ],
    nutrition_calories: "380 kcal",
    nutrition_protein: "32 g",
    nutrition_fat: "24 g",
    nutrition_carbs: "10 g",
    nutrition_saturated_fat: "8,4 g",
    nutrition_trans_fat: "0 g",
    nutrition_cholesterol: "90 mg",
    nutrition_sodium: "720 mg",
    nutrition_fiber: "0,8 g",
    nutrition_sugar: "1,5 g",
    nutrition_serving_size: "1 plato (270 g)",
  },
  {
    slug: "ajiaco-criollo",
    title: "Ajiaco criollo",
    excerpt:
      "El guiso nacional de Cuba: carnes, maíz, malanga, yuca, boniato y plátano cocinados a fuego lento hasta formar un caldo espeso.",
    categories: ["sopas-y-potajes"],
    tags: ["tradicional", "cocina lenta", "sin gluten"],
    focus_keyword: "ajiaco criollo",
    meta_title: "Ajiaco criollo: el guiso más cubano",
    meta_description:
      "Receta de ajiaco criollo cubano con tasajo, cerdo, pollo, maíz, yuca, malanga, boniato y plátano, cocinados lentamente hasta formar un caldo espeso.",
    content:
      `<p>Si hubiera que elegir un solo plato para explicar Cuba, muchos elegirían el <strong>ajiaco criollo</strong>. Es un guiso espeso en el que se cocinan juntas varias carnes y casi todas las viandas de la isla: maíz, yuca, malanga, boniato, calabaza y plátano. Cada ingrediente aporta algo distinto, y el resultado es un caldo reconfortante que alimenta a toda la familia.</p>
<h2>Un poco de historia</h2>
<p>El ajiaco tiene raíces taínas: los pobladores originales de la isla ya cocinaban un guiso de viandas sazonado con ají. Los españoles añadieron las carnes, y los africanos aportaron nuevas técnicas y sabores. Por eso el etnólogo Fernando Ortiz comparó a Cuba con un ajiaco, una olla en la que se mezclan muchos pueblos para crear algo nuevo. Profundiza en el tema en nuestra <a href="/historia-de-la-cocina-cubana">historia de la cocina cubana</a>.</p>
<h2>Consejos para que quede perfecto</h2>
<h3>El orden de las viandas</h3>
<p>No todas las viandas necesitan el mismo tiempo. Añade primero las más duras, como el maíz y la yuca, y deja para el final las más tiernas, como el boniato y la calabaza.</p>
<ul>
<li>Desala el tasajo con tiempo, cambiando el agua dos o tres veces.</li>
<li>Parte de la malanga debe deshacerse: es lo que da cuerpo al caldo.</li>
<li>El <strong>limón al final</strong> levanta todos los sabores; no te lo saltes.</li>
<li>Si no encuentras tasajo, usa falda de res, aunque el sabor será más suave.</li>
</ul>
<h3>Una olla para muchos</h3>
<p>El ajiaco es un plato pensado para cocinar en grande. Usa la olla más amplia que tengas y no te preocupes si sobra: al día siguiente está todavía más espeso y sabroso, y se congela bien en raciones.</p>
<h2>Cómo servirlo</h2>
<p>Sírvelo bien caliente en platos hondos, con un poco de cada vianda y de cada carne, y unas gotas de limón. Puede ser una comida completa por sí solo, pero un plato de arroz blanco al lado nunca sobra. En algunas casas se acompaña también con casabe, el pan plano de yuca heredado de los taínos. Si te gustan las sopas contundentes, prueba también nuestro <a href="/potaje-de-garbanzos">potaje de garbanzos</a>.</p>`,
    published_days_ago: 219,
    updated_hours_after_publish: 0.8,
    prep_time: "PT40M",
    cook_time: "PT2H20M",
    total_time: "PT3H",
    recipe_yield: "8 porciones",
    recipe_category: "Plato Principal",
    recipe_cuisine: "Cubana",
    ingredients: [
      "300 g de tasajo, desalado en agua la noche anterior",
      "1 kg de carnes en trozos: 500 g de costilla de cerdo y 500 g de pollo",
      "3,5 l de agua",
      "2 mazorcas de maíz tierno (500 g), en ruedas",
      "400 g de yuca, pelada y en trozos",
      "400 g de malanga, pelada y en trozos",
      "300 g de boniato, pelado y en trozos",
      "300 g de calabaza, en trozos",
      "2 plátanos, uno verde y uno pintón (400 g), en ruedas",
      "1 cebolla grande (250 g), picada",
      "1 ají pimiento verde (150 g), picado",
      "5 dientes de ajo (15 g), majados",
      "45 ml de aceite de oliva",
      "40 ml de jugo de limón y 8 g de sal",
    ],
    instructions: [
      {
        name: "Cocer las carnes",
        text:
          "Corta el tasajo desalado en trozos y ponlo en una olla grande con el agua. Cocina a fuego medio 40 minutos, retirando la espuma. Añade el cerdo y el pollo y cocina 40 minutos más.",
      },
      {
        name: "Añadir las viandas duras",
        text: "Agrega el maíz, la yuca y la mitad de la malanga y cocina 20 minutos.",
      },
      {
        name: "Añadir las viandas tiernas",
        text:
          "Incorpora el resto de la malanga, el boniato, la calabaza y los plátanos, rociando el verde con un poco de limón para que no se oscurezca. Cocina 25 minutos más a fuego bajo.",
      },
      {
        name: "Preparar el sofrito",
        text: "Mientras tanto, sofríe la cebolla, el ají y el ajo en el aceite durante 8 minutos y añádelo a la olla.",
      },
      {
        name: "Espesar y terminar",
        text:
          "Aplasta contra las paredes de la olla algunos trozos de malanga y calabaza para espesar el caldo. Cocina 15 minutos más, prueba de sal y añade el resto del jugo de limón.",
      },
    ],
    nutrition_calories: "480 kcal",
    nutrition_protein: "34 g",
    nutrition_fat: "14 g",
    nutrition_carbs: "55 g",
    nutrition_saturated_fat: "4,9 g",
    nutrition_trans_fat: "0 g",
    nutrition_cholesterol: "95 mg",
    nutrition_sodium: "720 mg",
    nutrition_fiber: "11 g",
    nutrition_sugar: "8,2 g",
    nutrition_serving_size: "1 plato (340 g)",
  },
];
