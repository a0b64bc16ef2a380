/** Demo recipes, part 2 of 7: masas-de-cerdo-fritas, arroz-con-pollo, congri, moros-y-cristianos. */
import type { DemoRecipe } from "../types.ts";

/** Demo recipes masas-de-cerdo-fritas, arroz-con-pollo, congri, moros-y-cristianos. */
export const recipes2: DemoRecipe[] = [
  {
    slug: "masas-de-cerdo-fritas",
    title: "Masas de cerdo fritas",
    excerpt:
      "Trozos de paleta de cerdo adobados con naranja agria y ajo, cocidos en su jugo y luego fritos hasta quedar dorados y crujientes.",
    categories: ["cerdo"],
    tags: ["frituras", "mojo criollo", "sin gluten"],
    focus_keyword: "masas de cerdo fritas",
    meta_title: "Masas de cerdo fritas: receta cubana crujiente",
    meta_description:
      "Prepara masas de cerdo fritas al estilo cubano: paleta adobada en mojo de naranja agria, cocida en su jugo y frita hasta dorar. Con cebolla y limón.",
    content:
      `<p>Las <strong>masas de cerdo fritas</strong> son uno de los platos más queridos de los restaurantes y las casas cubanas. Por fuera están doradas y ligeramente crujientes; por dentro, tiernas y jugosas, con todo el sabor del adobo de naranja agria. El truco está en cocinarlas dos veces: primero en su propio jugo y después fritas en su grasa.</p>
<h2>Un poco de historia</h2>
<p>Este plato nació en el campo, donde después de matar un cerdo no se desperdiciaba nada. Los trozos de paleta se cocinaban en grandes calderos con manteca, y así se conservaban durante días sin necesidad de nevera. Hoy las masas fritas siguen presentes en cualquier fiesta familiar, muchas veces junto al <a href="/lechon-asado">lechón asado</a>. Son comida de trabajo y de celebración a la vez, sencilla pero llena de sabor.</p>
<h2>Consejos para que quede perfecto</h2>
<h3>Elige el corte correcto</h3>
<p>La <strong>paleta</strong> o la aguja de cerdo tienen la proporción justa de carne y grasa. Con lomo las masas quedan secas y duras, por mucho cuidado que pongas.</p>
<ul>
<li>Corta los dados de un tamaño parecido para que se cocinen de forma pareja.</li>
<li>No te saltes la cocción en el adobo: es lo que las deja tiernas por dentro.</li>
<li>Cuando frías, no llenes demasiado la cazuela; si hace falta, trabaja por tandas.</li>
<li>Si quieres una versión con menos grasa, dóralas en el horno a 220 °C durante 20 minutos en lugar de freírlas.</li>
<li>Guarda la grasa que sobra en un frasco: es perfecta para freír tostones otro día.</li>
</ul>
<h3>El adobo</h3>
<p>La naranja agria, el ajo y el comino son la base. Si solo tienes naranja dulce, añádele un poco de limón para recuperar la acidez que ablanda la carne.</p>
<h2>Cómo servirlo</h2>
<p>Lo tradicional es servirlas con cebolla salteada, arroz blanco o <a href="/moros-y-cristianos">moros y cristianos</a>, y unos <a href="/tostones">tostones</a>. Un mojo de ajo al lado nunca sobra. También son un aperitivo estupendo para compartir si cortas la carne en trozos más pequeños. Si sobran, recaliéntalas en una sartén bien caliente sin aceite durante unos minutos: recuperan casi por completo su textura crujiente.</p>`,
    published_days_ago: 128,
    prep_time: "PT20M",
    cook_time: "PT1H",
    total_time: "PT1H20M",
    recipe_yield: "4 porciones",
    recipe_category: "Plato Principal",
    recipe_cuisine: "Cubana",
    ingredients: [
      "1 kg de paleta de cerdo sin hueso, en dados de 4 cm",
      "180 ml de jugo de naranja agria",
      "8 dientes de ajo (25 g), majados",
      "1 cebolla mediana (180 g), en aros",
      "5 g de comino molido",
      "3 g de orégano seco",
      "12 g de sal",
      "250 ml de agua",
      "60 ml de manteca de cerdo o aceite vegetal",
      "1 limón (100 g), en cuartos",
    ],
    instructions: [
      {
        name: "Adobar",
        text:
          "Mezcla el jugo de naranja agria con el ajo, el comino, el orégano y la sal. Baña los dados de cerdo con el adobo, añade la mitad de la cebolla y deja marinar en la nevera al menos 2 horas.",
      },
      {
        name: "Cocer en su jugo",
        text:
          "Pasa la carne con el adobo a una cazuela ancha, agrega el agua y cocina tapado a fuego medio-bajo 40 minutos, hasta que esté tierna.",
      },
      {
        name: "Reducir",
        text:
          "Destapa y sube el fuego hasta que el líquido se evapore casi por completo y la carne empiece a soltar su grasa, unos 10 minutos.",
      },
      {
        name: "Freír",
        text:
          "Añade la manteca y fríe las masas, volteándolas, hasta que estén doradas y crujientes por todos lados, unos 10 minutos. Escúrrelas sobre papel absorbente.",
      },
      {
        name: "Servir",
        text:
          "Saltea la cebolla restante un minuto en la grasa que quedó y colócala por encima de las masas. Sirve con los cuartos de limón.",
      },
    ],
    nutrition_calories: "540 kcal",
    nutrition_protein: "40 g",
    nutrition_fat: "39 g",
    nutrition_carbs: "6 g",
    nutrition_saturated_fat: "14 g",
    nutrition_trans_fat: "0,2 g",
    nutrition_cholesterol: "112 mg",
    nutrition_sodium: "720 mg",
    nutrition_fiber: "0,5 g",
    nutrition_sugar: "0,9 g",
    nutrition_serving_size: "1 plato (390 g)",
  },
  {
    slug: "arroz-con-pollo",
    title: "Arroz con pollo a la chorrera",
    excerpt:
      "Arroz amarillo y meloso con pollo, cerveza, pimientos y petit pois: el arroz con pollo a la chorrera de los almuerzos de domingo.",
    categories: ["arroces-y-frijoles", "platos-principales"],
    tags: ["tradicional", "para fiestas", "sofrito"],
    focus_keyword: "arroz con pollo a la chorrera",
    meta_title: "Arroz con pollo a la chorrera: receta cubana",
    meta_description:
      "Receta de arroz con pollo a la chorrera al estilo cubano: arroz amarillo y meloso con pollo, cerveza, ají y petit pois para la comida del domingo.",
    content:
      `<p>El <strong>arroz con pollo a la chorrera</strong> es el plato de los domingos y de los cumpleaños en Cuba. «A la chorrera» significa que el arroz queda húmedo y meloso, casi cayendo de la cuchara, muy distinto del arroz suelto de todos los días. El color amarillo lo aportan el bijol o el azafrán, y la cerveza le da un fondo ligeramente amargo que lo hace inconfundible.</p>
<h2>Un poco de historia</h2>
<p>Es un descendiente directo de los arroces españoles, pero en Cuba tomó su propio camino: el sofrito criollo, la cerveza y el pimiento morrón en tiras por encima lo convirtieron en una receta nacional. En las fiestas de barrio se cocinaba en enormes calderos, y cada cocinero guardaba su pequeño secreto. En muchas familias era el plato de las grandes ocasiones, porque el pollo no siempre estaba al alcance del bolsillo y se reservaba para los días especiales.</p>
<h2>Consejos para que quede perfecto</h2>
<h3>El arroz y el líquido</h3>
<p>Usa un <strong>arroz de grano medio</strong>, que absorbe bien el caldo sin deshacerse. La cantidad de líquido es mayor que en un arroz blanco, porque buscamos una textura cremosa.</p>
<ul>
<li>Dora bien el pollo antes de guisarlo: el fondo que queda pegado en el caldero es puro sabor.</li>
<li>Prepara un buen sofrito; si tienes dudas, consulta <a href="/el-sofrito-cubano">cómo se hace el sofrito cubano</a>.</li>
<li>No remuevas el arroz mientras se cocina, o soltará demasiado almidón.</li>
<li>Si queda seco, añade un poco de caldo caliente y tápalo unos minutos más.</li>
</ul>
<h3>El toque de la cerveza</h3>
<p>La cerveza rubia aporta un amargor suave y ayuda a que el pollo quede más tierno. Si prefieres no usarla, sustitúyela por la misma cantidad de caldo y añade un chorrito de vino seco al sofrito.</p>
<h2>Cómo servirlo</h2>
<p>Sírvelo en cuanto termine de reposar, directamente del caldero, con los pimientos y los petit pois por encima. Lo acompañan perfectamente unos plátanos maduros fritos, una ensalada de aguacate y, para los más golosos, unos <a href="/tostones">tostones</a>. Descubre más recetas en la sección de <a href="/categoria/arroces-y-frijoles">arroces y frijoles</a>.</p>`,
    published_days_ago: 205,
    prep_time: "PT25M",
    cook_time: "PT55M",
    total_time: "PT1H20M",
    recipe_yield: "6 porciones",
    recipe_category: "Plato Principal",
    recipe_cuisine: "Cubana",
    ingredients: [
      "1,2 kg de muslos y contramuslos de pollo",
      "400 g de arroz de grano medio",
      "1 cebolla grande (250 g), picada",
      "1 ají pimiento verde (150 g), picado",
      "5 dientes de ajo (15 g), picados",
      "200 g de salsa de tomate",
      "330 ml de cerveza rubia",
      "1 l de caldo de pollo",
      "60 ml de aceite de oliva",
      "60 ml de jugo de naranja agria o de limón",
      "0,5 g de azafrán o 5 g de bijol",
      "150 g de petit pois",
      "100 g de pimiento morrón asado, en tiras",
      "10 g de sal",
    ],
    instructions: [
      {
        name: "Adobar el pollo",
        text:
          "Sazona el pollo con la sal, la mitad del ajo y el jugo de naranja agria. Déjalo reposar 15 minutos mientras picas el sofrito.",
      },
      {
        name: "Dorar el pollo",
        text:
          "En un caldero calienta el aceite y dora el pollo por todos lados, unos 10 minutos. Retíralo y resérvalo.",
      },
      {
        name: "Hacer el sofrito",
        text:
          "En la misma grasa sofríe la cebolla, el ají y el resto del ajo durante 6 minutos. Añade la salsa de tomate y cocina 3 minutos más.",
      },
      {
        name: "Cocer el pollo",
        text:
          "Devuelve el pollo al caldero, vierte la cerveza y el caldo, añade el azafrán o el bijol y cocina tapado a fuego medio 15 minutos.",
      },
      {
        name: "Añadir el arroz",
        text:
          "Agrega el arroz lavado, remueve una sola vez, rectifica de sal y cocina tapado a fuego bajo 18 minutos. Debe quedar húmedo y meloso, no seco.",
      },
      {
        name: "Terminar",
        text:
          "Incorpora los petit pois, decora con las tiras de pimiento morrón y deja reposar 5 minutos tapado antes de servir.",
      },
    ],
    nutrition_calories: "610 kcal",
    nutrition_protein: "38 g",
    nutrition_fat: "22 g",
    nutrition_carbs: "62 g",
    nutrition_saturated_fat: "7,7 g",
    nutrition_trans_fat: "0 g",
    nutrition_cholesterol: "106 mg",
    nutrition_sodium: "720 mg",
    nutrition_fiber: "5 g",
    nutrition_sugar: "9,3 g",
    nutrition_serving_size: "1 plato (440 g)",
  },
  {
    slug: "congri",
    title: "Congrí oriental",
    excerpt:
      "Arroz cocinado junto con frijoles colorados, tocino y sofrito, al estilo del oriente cubano: el acompañante perfecto del cerdo.",
    categories: ["arroces-y-frijoles"],
    tags: ["tradicional", "para fiestas", "sin gluten"],
    focus_keyword: "congrí oriental",
    meta_title: "Congrí oriental: arroz con frijoles colorados",
    meta_description:
      "Aprende a hacer congrí oriental, el arroz con frijoles colorados y tocino típico del oriente de Cuba. Suelto, sabroso y perfecto junto al lechón asado.",
    content:
      `<p>En el oriente de Cuba, el arroz y los frijoles no se sirven por separado: se cocinan juntos en el mismo caldero. Así nace el <strong>congrí oriental</strong>, un arroz rojizo, suelto y perfumado con tocino, comino y sofrito. Es el compañero inseparable del cerdo asado y no falta en ninguna celebración de Santiago de Cuba, Holguín o Bayamo. Su aroma es, para muchos orientales, el olor de la infancia.</p>
<h2>Un poco de historia</h2>
<p>El nombre suele explicarse a partir del criollo haitiano: «congo», un tipo de frijol, y «riz», que significa arroz en francés. A finales del siglo XVIII y comienzos del XIX llegaron al oriente de la isla muchas familias procedentes de Haití, y con ellas esta manera de cocinar el arroz y los frijoles a la vez. Puedes leer más en nuestra <a href="/historia-de-la-cocina-cubana">historia de la cocina cubana</a>.</p>
<h2>Congrí o moros: ¿cuál es la diferencia?</h2>
<p>Es una duda muy común. Tradicionalmente, el congrí se hace con <strong>frijoles colorados</strong> y los <a href="/moros-y-cristianos">moros y cristianos</a> con frijoles negros. En La Habana mucha gente llama congrí a los dos, pero en el oriente la distinción se respeta.</p>
<h2>Consejos para que quede perfecto</h2>
<h3>La medida del caldo</h3>
<p>Usa el caldo de cocer los frijoles en lugar de agua: le da color y sabor. Como referencia, calcula algo menos de dos tazas de líquido por cada taza de arroz.</p>
<ul>
<li>No cocines los frijoles de más; deben estar tiernos pero enteros.</li>
<li>Sofríe el arroz unos segundos antes de añadir el líquido para que quede suelto.</li>
<li>Una vez tapado, <strong>no levantes la tapa</strong> hasta el final.</li>
<li>Sírvelo con <a href="/lechon-asado">lechón asado</a> y yuca para tener el banquete completo.</li>
</ul>
<h3>Variantes</h3>
<p>Hay quien sustituye el tocino por chicharrones de cerdo bien picados, y quien lo prepara totalmente vegetariano, con más aceite y un poco de pimentón para compensar el sabor ahumado. En algunas casas del oriente se añade también un ají cachucha al sofrito, que le da un aroma dulce muy característico. Sea cual sea tu versión, sírvelo recién hecho y bien caliente.</p>`,
    published_days_ago: 54,
    prep_time: "PT15M",
    cook_time: "PT1H25M",
    total_time: "PT1H40M",
    recipe_yield: "6 porciones",
    recipe_category: "Acompañamiento",
    recipe_cuisine: "Cubana",
    ingredients: [
      "250 g de frijoles colorados secos, remojados la noche anterior",
      "1,5 l de agua para cocer los frijoles",
      "400 g de arroz de grano largo",
      "120 g de tocino o panceta, en dados",
      "1 cebolla mediana (180 g), picada",
      "1 ají pimiento verde (150 g), picado",
      "4 dientes de ajo (12 g), picados",
      "30 ml de aceite vegetal",
      "3 g de comino molido",
      "2 g de orégano seco",
      "1 hoja de laurel",
      "10 g de sal",
    ],
    instructions: [
      {
        name: "Cocer los frijoles",
        text:
          "Escurre los frijoles remojados y cocínalos en el agua con el laurel a fuego medio durante 50 minutos, hasta que estén tiernos pero enteros. Cuélalos y reserva 850 ml del caldo.",
      },
      {
        name: "Dorar el tocino",
        text:
          "En un caldero con el aceite, fríe el tocino a fuego medio hasta que suelte la grasa y empiece a dorarse, unos 6 minutos.",
      },
      {
        name: "Hacer el sofrito",
        text: "Añade la cebolla, el ají y el ajo y sofríe 5 minutos. Incorpora el comino y el orégano.",
      },
      {
        name: "Unir el arroz",
        text:
          "Agrega el arroz lavado y remueve 1 minuto para que se impregne de la grasa. Incorpora los frijoles, el caldo reservado y la sal.",
      },
      {
        name: "Cocinar y reposar",
        text:
          "Cuando hierva, baja el fuego al mínimo, tapa y cocina 22 minutos sin destapar. Apaga y deja reposar 5 minutos antes de esponjar el arroz con un tenedor.",
      },
    ],
    nutrition_calories: "430 kcal",
    nutrition_protein: "14 g",
    nutrition_fat: "11 g",
    nutrition_carbs: "68 g",
    nutrition_saturated_fat: "2,8 g",
    nutrition_trans_fat: "0 g",
    nutrition_cholesterol: "10 mg",
    nutrition_sodium: "480 mg",
    nutrition_fiber: "17 g",
    nutrition_sugar: "3,4 g",
    nutrition_serving_size: "1 taza (270 g)",
  },
  {
    slug: "moros-y-cristianos",
    title: "Moros y cristianos",
    excerpt:
      "Arroz y frijoles negros cocinados juntos con sofrito, comino y laurel: el acompañante más cubano de todos, suelto y lleno de sabor.",
    categories: ["arroces-y-frijoles"],
    tags: ["tradicional", "para fiestas", "sin gluten"],
    focus_keyword: "moros y cristianos",
    meta_title: "Moros y cristianos: receta cubana tradicional",
    meta_description:
      "Receta de moros y cristianos cubanos: arroz blanco y frijoles negros cocinados juntos en un mismo caldero con sofrito, comino y laurel. Fácil y rico.",
    content:
      `<p>Los <strong>moros y cristianos</strong> son la prueba de que en la cocina cubana el arroz y los frijoles negros nacieron para estar juntos. A diferencia del arroz blanco con frijoles servidos aparte, aquí todo se cocina en el mismo caldero, de modo que cada grano de arroz se tiñe de oscuro y absorbe el sabor del sofrito y del caldo de los frijoles.</p>
<h2>Un poco de historia</h2>
<p>El nombre es un guiño a la historia de España: los frijoles negros representan a los moros y el arroz blanco a los cristianos, en recuerdo de siglos de convivencia y conflicto en la península. El plato, sin embargo, es completamente criollo, y hoy es uno de los símbolos de la mesa cubana. Su pariente del oriente, hecho con frijoles colorados, es el <a href="/congri">congrí</a>.</p>
<h2>Consejos para que quede perfecto</h2>
<h3>Frijoles en su punto</h3>
<p>Los frijoles deben estar tiernos pero enteros antes de unirse al arroz, porque seguirán cocinándose con él. Si se deshacen, el plato queda pastoso.</p>
<ul>
<li>Remoja los frijoles al menos 8 horas; se cocinan antes y de forma más pareja.</li>
<li>Usa el <strong>caldo de los frijoles</strong> como líquido de cocción: de ahí sale el color.</li>
<li>Un chorrito de vinagre en el caldo realza el sabor de los frijoles, como hacían las abuelas.</li>
<li>Si no comes cerdo, sustituye el tocino por un poco más de aceite de oliva.</li>
</ul>
<h3>El caldero</h3>
<p>Un caldero de aluminio grueso o una olla de fondo pesado reparte el calor de manera uniforme y evita que el arroz se pegue. Si se forma una capa tostada en el fondo, no la tires: en Cuba la llamamos raspa y muchos la consideran la mejor parte.</p>
<h2>Cómo servirlo</h2>
<p>Los moros son el acompañamiento ideal de casi cualquier plato principal: <a href="/lechon-asado">lechón asado</a>, <a href="/ropa-vieja">ropa vieja</a> o un simple bistec de palomilla. Añade unos tostones o plátanos maduros y una ensalada de tomate, y tendrás un almuerzo cubano completo. Si sobran, al día siguiente puedes saltearlos en una sartén con un poco de aceite y servirlos con un huevo frito por encima.</p>`,
    published_days_ago: 96,
    updated_hours_after_publish: 0.25,
    prep_time: "PT15M",
    cook_time: "PT1H15M",
    total_time: "PT1H30M",
    recipe_yield: "6 porciones",
    recipe_category: "Acompañamiento",
    recipe_cuisine: "Cubana",
    ingredients: [
      "250 g de frijoles negros secos, remojados la noche anterior",
      "1,5 l de agua",
      "400 g de arroz de grano largo",
      "1 cebolla mediana (180 g), picada",
      "1 ají pimiento verde (150 g), picado",
      "4 dientes de ajo (12 g), majados",
      "80 g de tocino en dados (opcional)",
      "45 ml de aceite de oliva",
      "3 g de comino molido",
      "2 g de orégano seco",
      "1 hoja de laurel",
      "15 ml de vinagre de vino",
      "10 g de sal",
    ],
    instructions: [
      {
        name: "Cocer los frijoles",
        text:
          "Cuece los frijoles escurridos con el agua, el laurel y medio ají durante 45 minutos, hasta que estén tiernos. Cuélalos y reserva 850 ml del caldo oscuro.",
      },
      {
        name: "Hacer el sofrito",
        text:
          "En un caldero, dora el tocino en el aceite si lo usas. Añade la cebolla, el resto del ají y el ajo y sofríe 6 minutos; agrega el comino y el orégano.",
      },
      {
        name: "Mezclar",
        text:
          "Incorpora los frijoles al sofrito y cocina 2 minutos. Añade el arroz lavado, el caldo reservado, el vinagre y la sal, y remueve bien.",
      },
      {
        name: "Cocinar",
        text: "Lleva a ebullición, baja el fuego al mínimo, tapa y cocina 20 minutos sin destapar.",
      },
      {
        name: "Reposar",
        text: "Apaga el fuego y deja el caldero tapado 5 minutos. Esponja el arroz con un tenedor antes de servir.",
      },
    ],
    nutrition_calories: "410 kcal",
    nutrition_protein: "13 g",
    nutrition_fat: "10 g",
    nutrition_carbs: "68 g",
    nutrition_saturated_fat: "2,5 g",
    nutrition_trans_fat: "0 g",
    nutrition_cholesterol: "10 mg",
    nutrition_sodium: "480 mg",
    nutrition_fiber: "17 g",
    nutrition_sugar: "3,4 g",
    nutrition_serving_size: "1 taza (260 g)",
  },
];
