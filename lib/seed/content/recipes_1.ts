/** Demo recipes, part 1 of 7: ropa-vieja, picadillo-a-la-habanera, vaca-frita, lechon-asado. */
import type { DemoRecipe } from "../types.ts";

/** Demo recipes ropa-vieja, picadillo-a-la-habanera, vaca-frita, lechon-asado. */
export const recipes1: DemoRecipe[] = [
  {
    slug: "ropa-vieja",
    title: "Ropa vieja",
    excerpt:
      "Carne de res deshebrada y guisada en un sofrito de tomate, ají y vino seco: el clásico cubano que mejora de un día para otro.",
    categories: ["res", "platos-principales"],
    tags: ["tradicional", "sofrito", "cocina lenta", "sin gluten"],
    focus_keyword: "ropa vieja cubana",
    meta_title: "Ropa vieja cubana: receta tradicional paso a paso",
    meta_description:
      "Aprende a preparar ropa vieja cubana en casa: falda de res hervida, deshebrada y guisada en sofrito criollo con ají, tomate y vino seco.",
    content:
      `<p>Pocas cosas huelen tanto a casa cubana como una cazuela de <strong>ropa vieja</strong> a fuego lento un domingo por la mañana. Es carne de res hervida con paciencia, deshebrada a mano y luego guisada en un sofrito de cebolla, ají, ajo y tomate hasta que cada hebra queda jugosa y llena de sabor. Es uno de esos platos que se disfrutan aún más al día siguiente, así que vale la pena hacer una buena cantidad.</p>
<h2>Un poco de historia</h2>
<p>El nombre viene de una vieja leyenda: un hombre pobre, sin dinero para comprar carne, cocinó su ropa gastada con tanto cariño que se convirtió en un guiso delicioso. La receta llegó a Cuba con los inmigrantes canarios y españoles, y en la isla se transformó con el ají, el comino y el vino seco. Si te interesa saber cómo se formaron estos sabores, lee nuestra <a href="/historia-de-la-cocina-cubana">historia de la cocina cubana</a>.</p>
<h2>Consejos para que quede perfecto</h2>
<h3>La carne adecuada</h3>
<p>La <strong>falda de res</strong> es la elección tradicional porque sus fibras largas se separan fácilmente. También funciona la aguja, aunque las hebras salen más cortas.</p>
<ul>
<li>Hierve la carne a fuego bajo: si el agua borbotea con fuerza, la carne se endurece.</li>
<li>Deshébrala cuando esté tibia, no fría; así las fibras se separan sin esfuerzo.</li>
<li>Guarda siempre un poco del caldo para ajustar la salsa al final.</li>
<li>No escatimes en el sofrito, que es el alma del plato. Te lo explicamos a fondo en <a href="/el-sofrito-cubano">el sofrito cubano</a>.</li>
</ul>
<h3>El punto de la salsa</h3>
<p>La ropa vieja no debe quedar seca ni caldosa. Busca una salsa espesa que envuelva la carne; si se reduce demasiado, añade un chorrito del caldo reservado.</p>
<h2>Cómo servirlo</h2>
<p>Lo clásico es acompañarla con arroz blanco, frijoles negros y unos <a href="/tostones">tostones</a> bien crujientes o maduros fritos. Una ensalada de aguacate con cebolla completa el plato. Si te sobra, guárdala en la nevera hasta tres días: recalentada a fuego suave queda todavía mejor. Esa es la magia de la ropa vieja cubana: un plato humilde que sabe a fiesta.</p>`,
    published_days_ago: 287,
    updated_hours_after_publish: 30,
    prep_time: "PT25M",
    cook_time: "PT2H30M",
    total_time: "PT2H55M",
    recipe_yield: "6 porciones",
    recipe_category: "Plato Principal",
    recipe_cuisine: "Cubana",
    ingredients: [
      "1 kg de falda de res",
      "2 l de agua",
      "1 cebolla grande (250 g), cortada en tiras",
      "1 ají pimiento rojo grande (200 g), en tiras",
      "1 ají pimiento verde (150 g), en tiras",
      "6 dientes de ajo (20 g), machacados",
      "400 g de puré de tomate",
      "120 ml de vino seco",
      "60 ml de aceite de oliva",
      "5 g de comino molido",
      "3 g de orégano seco",
      "2 hojas de laurel",
      "10 g de sal",
    ],
    instructions: [
      {
        name: "Hervir la carne",
        text:
          "Pon la falda en una olla con el agua, una hoja de laurel, un cuarto de la cebolla y un poco de sal. Cocina a fuego bajo, tapada, durante 1 hora y 45 minutos, hasta que la carne se deshaga con un tenedor.",
      },
      {
        name: "Deshebrar",
        text:
          "Saca la carne, déjala templar y deshébrala a mano en hebras finas siguiendo la veta. Guarda 250 ml del caldo de cocción.",
      },
      {
        name: "Preparar el sofrito",
        text:
          "En una cazuela amplia calienta el aceite y sofríe el resto de la cebolla y los ajíes durante 8 minutos. Añade el ajo, el comino y el orégano y cocina un minuto más, sin que el ajo se queme.",
      },
      {
        name: "Guisar",
        text:
          "Incorpora el puré de tomate, el vino seco, la otra hoja de laurel y el caldo reservado. Agrega la carne deshebrada, mezcla bien y cocina tapado a fuego lento 35 minutos, removiendo de vez en cuando.",
      },
      {
        name: "Rectificar y reposar",
        text:
          "Prueba de sal, retira el laurel y deja reposar 10 minutos fuera del fuego para que la carne absorba bien la salsa.",
      },
    ],
    nutrition_calories: "410 kcal",
    nutrition_protein: "36 g",
    nutrition_fat: "21 g",
    nutrition_carbs: "12 g",
    nutrition_saturated_fat: "7,3 g",
    nutrition_trans_fat: "0 g",
    nutrition_cholesterol: "101 mg",
    nutrition_sodium: "720 mg",
    nutrition_fiber: "1 g",
    nutrition_sugar: "1,8 g",
    nutrition_serving_size: "1 plato (290 g)",
  },
  {
    slug: "picadillo-a-la-habanera",
    title: "Picadillo a la habanera",
    excerpt:
      "Carne molida de res guisada con sofrito, aceitunas, alcaparras y pasas: un plato rápido, sabroso y muy cubano para el día a día.",
    categories: ["res", "platos-principales"],
    tags: ["tradicional", "fácil", "sofrito"],
    focus_keyword: "picadillo a la habanera",
    meta_title: "Picadillo a la habanera: receta cubana fácil",
    meta_description:
      "Receta de picadillo a la habanera con carne molida, aceitunas, alcaparras y pasas. Listo en 45 minutos y perfecto con arroz blanco y maduros fritos.",
    content:
      `<p>El <strong>picadillo a la habanera</strong> es la solución de muchas madres cubanas cuando hay poco tiempo y mucha gente a la mesa. Con medio kilo de carne molida, un buen sofrito y un puñado de aceitunas, alcaparras y pasas se consigue un plato lleno de contrastes: salado, ligeramente dulce y con ese toque ácido que le da el vino seco.</p>
<h2>Un poco de historia</h2>
<p>El picadillo existe en casi toda América Latina, pero la versión habanera se distingue por sus pasas y aceitunas, herencia de la cocina española que entró durante siglos por el puerto de La Habana. En tiempos de escasez, muchas familias lo estiraban con papa en dados o incluso con plátano, y así nacieron variantes que cada casa defiende como la única auténtica. Algunas cocineras le ponen una pizca de azúcar o un poco de ají picante; otras juran que sin vino seco no es picadillo.</p>
<h2>Consejos para que quede perfecto</h2>
<ul>
<li>Usa carne molida con algo de grasa, alrededor de un 15 %; la muy magra queda seca.</li>
<li>Dora la carne a fuego alto y sin amontonarla, para que se selle en lugar de hervirse en su jugo.</li>
<li>Agrega las pasas al final: si se cocinan demasiado se deshacen y endulzan toda la salsa.</li>
<li>Si no te gustan las pasas, sustitúyelas por más aceitunas; el plato sigue siendo delicioso.</li>
</ul>
<h3>¿Con papa o sin papa?</h3>
<p>Es un debate eterno en las cocinas cubanas. La papa en dados pequeños hace el picadillo más rendidor y absorbe la salsa de maravilla. Fríela aparte antes de añadirla si quieres que mantenga la forma, o échala cruda al guiso si la prefieres más suave.</p>
<h2>Cómo servirlo</h2>
<p>El acompañamiento de siempre es arroz blanco con un huevo frito encima, lo que en muchas casas se llama <strong>picadillo a caballo</strong>. También queda estupendo con plátanos maduros fritos o junto a unos <a href="/frijoles-negros">frijoles negros dormidos</a>. Y si te sobra, es un relleno perfecto para empanadas o para unas <a href="/papas-rellenas">papas rellenas</a> doradas y crujientes.</p>`,
    published_days_ago: 241,
    prep_time: "PT15M",
    cook_time: "PT30M",
    total_time: "PT45M",
    recipe_yield: "4 porciones",
    recipe_category: "Plato Principal",
    recipe_cuisine: "Cubana",
    ingredients: [
      "500 g de carne molida de res",
      "1 cebolla mediana (180 g), picada fina",
      "1 ají pimiento verde (150 g), picado",
      "4 dientes de ajo (12 g), picados",
      "200 g de salsa de tomate",
      "60 ml de vino seco",
      "30 ml de aceite de oliva",
      "50 g de aceitunas rellenas, en rodajas",
      "15 g de alcaparras",
      "40 g de pasas",
      "250 g de papa en dados pequeños (opcional)",
      "3 g de comino molido",
      "2 g de orégano seco",
      "6 g de sal y una pizca de pimienta negra",
    ],
    instructions: [
      {
        name: "Sofreír",
        text:
          "Calienta el aceite en una sartén honda y sofríe la cebolla y el ají a fuego medio durante 6 minutos. Agrega el ajo, el comino y el orégano y remueve un minuto.",
      },
      {
        name: "Dorar la carne",
        text:
          "Sube el fuego, añade la carne molida y desmenúzala con una cuchara de madera. Cocina hasta que pierda el color rosado, unos 7 minutos.",
      },
      {
        name: "Guisar",
        text:
          "Incorpora la salsa de tomate y el vino seco, sazona con sal y pimienta y, si usas papa, agrégala ahora. Tapa y cocina a fuego bajo 15 minutos.",
      },
      {
        name: "Terminar",
        text:
          "Añade las aceitunas, las alcaparras y las pasas, cocina 5 minutos más sin tapa para que la salsa espese y rectifica de sal.",
      },
    ],
    nutrition_calories: "390 kcal",
    nutrition_protein: "27 g",
    nutrition_fat: "20 g",
    nutrition_carbs: "24 g",
    nutrition_saturated_fat: "7 g",
    nutrition_trans_fat: "0 g",
    nutrition_cholesterol: "76 mg",
    nutrition_sodium: "720 mg",
    nutrition_fiber: "1,9 g",
    nutrition_sugar: "3,6 g",
    nutrition_serving_size: "1 plato (280 g)",
  },
  {
    slug: "vaca-frita",
    title: "Vaca frita",
    excerpt:
      "Falda de res hervida, desmenuzada y dorada en la sartén con mucha cebolla y mojo de limón hasta quedar crujiente por fuera.",
    categories: ["res"],
    tags: ["tradicional", "frituras", "sin gluten"],
    focus_keyword: "vaca frita",
    meta_title: "Vaca frita cubana con cebolla y limón",
    meta_description:
      "Cómo hacer vaca frita cubana: carne de res desmenuzada, marinada en ajo y limón y dorada en la sartén con cebolla hasta que quede bien crujiente.",
    content:
      `<p>La <strong>vaca frita</strong> es prima hermana de la ropa vieja: parte de la misma falda de res hervida, pero en lugar de guisarse en salsa de tomate se marina con ajo y limón y se fríe en la sartén hasta que los bordes quedan dorados y crujientes. El resultado es una carne intensa, con un toque ácido y una buena montaña de cebolla salteada por encima.</p>
<h2>Un poco de historia</h2>
<p>Es un plato de aprovechamiento. En muchas casas se hervía un buen trozo de carne para el caldo de la semana, y con lo que quedaba se hacía ropa vieja un día y vaca frita otro. Su sabor se apoya en el mismo adobo de ajo y cítricos que se usa para el cerdo, así que si ya conoces nuestra <a href="/guia-del-mojo-criollo">guía del mojo criollo</a>, vas con ventaja.</p>
<h2>Consejos para que quede perfecto</h2>
<h3>El secreto está en la sartén</h3>
<p>Para conseguir el punto crujiente necesitas una sartén grande y muy caliente, preferiblemente de hierro. Si pones toda la carne a la vez, soltará vapor y quedará blanda.</p>
<ul>
<li>Seca bien la carne antes de marinarla para que absorba el ajo y el limón.</li>
<li>Fríe en tandas y <strong>no la muevas</strong> durante los primeros minutos.</li>
<li>Aplástala con una espátula o con el fondo de otra sartén para que toque bien el aceite.</li>
<li>Si tienes naranja agria, úsala en lugar de limón: el sabor es todavía más cubano.</li>
</ul>
<h3>La cebolla, al final</h3>
<p>La cebolla debe quedar tierna pero con algo de mordida. Añádela al final y saltéala solo un par de minutos para que conserve su frescura. Córtala en aros finos y sepáralos con los dedos antes de echarlos a la sartén, así se cocinan todos por igual.</p>
<h2>Cómo servirlo</h2>
<p>Sirve la vaca frita con arroz blanco, <a href="/moros-y-cristianos">moros y cristianos</a> o unos maduros fritos. Una rodaja de limón al lado permite que cada comensal ajuste la acidez a su gusto. Encontrarás más ideas en la sección de <a href="/categoria/res">recetas de res</a>.</p>`,
    published_days_ago: 263,
    updated_hours_after_publish: 0.5,
    prep_time: "PT30M",
    cook_time: "PT1H30M",
    total_time: "PT2H",
    recipe_yield: "4 porciones",
    recipe_category: "Plato Principal",
    recipe_cuisine: "Cubana",
    ingredients: [
      "800 g de falda de res",
      "2 l de agua",
      "2 cebollas medianas (360 g), en aros finos",
      "6 dientes de ajo (18 g), machacados",
      "80 ml de jugo de limón o de naranja agria",
      "60 ml de aceite vegetal",
      "1 hoja de laurel",
      "8 g de sal",
      "3 g de comino molido",
      "2 g de pimienta negra molida",
    ],
    instructions: [
      {
        name: "Cocinar la carne",
        text:
          "Hierve la falda en el agua con el laurel y la mitad de la sal, a fuego bajo, durante 1 hora y 15 minutos, hasta que esté tierna.",
      },
      {
        name: "Desmenuzar y marinar",
        text:
          "Escurre la carne, deja que se enfríe un poco y desmenúzala en tiras gruesas. Mézclala con el ajo, el jugo de limón, el comino, la pimienta y el resto de la sal, y déjala reposar 15 minutos.",
      },
      {
        name: "Aplastar y freír",
        text:
          "Calienta la mitad del aceite en una sartén grande de hierro a fuego alto. Extiende la mitad de la carne, aplástala con una espátula y déjala dorar sin moverla 4 minutos; dale la vuelta y dora el otro lado. Repite con el resto.",
      },
      {
        name: "Añadir la cebolla",
        text:
          "En el mismo aceite saltea la cebolla 2 o 3 minutos para que quede tierna pero firme, vuelve a poner la carne y mezcla todo.",
      },
      {
        name: "Servir",
        text: "Rocía con un chorrito de limón fresco y sirve enseguida, mientras la carne sigue crujiente.",
      },
    ],
    nutrition_calories: "360 kcal",
    nutrition_protein: "38 g",
    nutrition_fat: "19 g",
    nutrition_carbs: "8 g",
    nutrition_saturated_fat: "6,6 g",
    nutrition_trans_fat: "0,2 g",
    nutrition_cholesterol: "106 mg",
    nutrition_sodium: "720 mg",
    nutrition_fiber: "0,6 g",
    nutrition_sugar: "1,2 g",
    nutrition_serving_size: "1 plato (260 g)",
  },
  {
    slug: "lechon-asado",
    title: "Lechón asado con mojo",
    excerpt:
      "Pierna de cerdo marinada toda la noche en mojo de naranja agria, ajo y comino, y asada lentamente hasta que la piel cruje.",
    categories: ["cerdo", "platos-principales"],
    tags: ["tradicional", "para fiestas", "mojo criollo", "sin gluten"],
    focus_keyword: "lechón asado",
    meta_title: "Lechón asado con mojo: receta cubana al horno",
    meta_description:
      "Receta de lechón asado cubano al horno: pierna de cerdo adobada en mojo de naranja agria, ajo y comino, jugosa por dentro y con la piel crujiente.",
    content:
      `<p>En Cuba no hay Nochebuena sin <strong>lechón asado</strong>. Tradicionalmente se asaba el cerdo entero en una púa sobre brasas o en una caja china, pero en casa se consigue un resultado espléndido con una pierna o una paleta en el horno. La clave está en el adobo de naranja agria y ajo, y en la paciencia: la carne necesita toda una noche de marinado y varias horas de calor suave.</p>
<h2>Un poco de historia</h2>
<p>El cerdo llegó a la isla con los primeros colonos españoles y se adaptó tan bien que pronto se convirtió en la carne de las celebraciones. Asar un lechón era, y sigue siendo, un acontecimiento familiar: unos vigilaban el fuego desde temprano, otros preparaban el congrí y la yuca, y los niños esperaban impacientes su trocito de piel crujiente. En el campo todavía hay quien asa el puerco en un hoyo cavado en la tierra, cubierto con hojas de plátano y brasas, una tarea que ocupa toda la madrugada.</p>
<h2>Consejos para que quede perfecto</h2>
<h3>Un buen mojo lo es todo</h3>
<p>Si no encuentras naranja agria, mezcla dos partes de jugo de naranja dulce con una de limón. Te lo contamos todo en la <a href="/guia-del-mojo-criollo">guía del mojo criollo</a>. Prepara el doble de mojo y guarda una parte en la nevera: ese mojo crudo, calentado un momento con aceite, es el que bañará la carne ya cortada.</p>
<ul>
<li>Seca bien la piel con papel de cocina antes de hornear para que se dore mejor.</li>
<li><strong>Marina mínimo 12 horas</strong>; 24 horas es todavía mejor. Los tiempos de la receta no incluyen el marinado.</li>
<li>Asa a temperatura baja y tapado para que la carne no se seque.</li>
<li>Destapa solo al final y sube el fuego para que la piel se infle y cruja.</li>
<li>Deja reposar antes de cortar para que los jugos se repartan por toda la pieza.</li>
</ul>
<h2>Cómo servirlo</h2>
<p>El plato completo lleva <a href="/congri">congrí oriental</a> o arroz blanco con frijoles negros, yuca con mojo y una ensalada de tomate y lechuga. Las sobras son perfectas para preparar un <a href="/sandwich-cubano">sándwich cubano</a> al día siguiente, con jamón, queso suizo, pepinillos y mostaza.</p>`,
    published_days_ago: 172,
    updated_hours_after_publish: 72,
    prep_time: "PT40M",
    cook_time: "PT3H30M",
    total_time: "PT4H10M",
    recipe_yield: "8 porciones",
    recipe_category: "Plato Principal",
    recipe_cuisine: "Cubana",
    ingredients: [
      "3 kg de pierna o paleta de cerdo, con piel",
      "250 ml de jugo de naranja agria",
      "16 dientes de ajo (50 g)",
      "1 cebolla grande (250 g), en aros",
      "10 g de comino molido",
      "5 g de orégano seco",
      "25 g de sal gruesa",
      "3 g de pimienta negra molida",
      "2 hojas de laurel",
      "60 ml de aceite de oliva",
      "125 ml de agua",
    ],
    instructions: [
      {
        name: "Preparar el mojo",
        text:
          "Maja los ajos con la sal, el comino, el orégano y la pimienta en un mortero hasta obtener una pasta. Mézclala con el jugo de naranja agria.",
      },
      {
        name: "Adobar el cerdo",
        text:
          "Haz cortes profundos en la carne con un cuchillo fino y rellénalos con parte del mojo. Unta el resto por toda la pieza, cúbrela con la cebolla y el laurel y refrigérala tapada un mínimo de 12 horas, dándole la vuelta una vez.",
      },
      {
        name: "Asar",
        text:
          "Saca el cerdo de la nevera una hora antes. Colócalo en una bandeja con la piel hacia arriba, vierte el adobo y el agua en el fondo, cubre con papel de aluminio y hornea a 160 °C durante 3 horas, rociándolo con sus jugos cada 45 minutos.",
      },
      {
        name: "Dorar la piel",
        text:
          "Retira el aluminio, pincela la piel con un poco de aceite y sube el horno a 220 °C. Hornea 30 minutos más, hasta que la piel esté dorada y crujiente.",
      },
      {
        name: "Reposar y servir",
        text:
          "Deja reposar la carne 15 minutos antes de cortarla. Mientras, calienta el aceite restante con la cebolla del asado y unas cucharadas de los jugos de la bandeja para bañar las lonjas al servir.",
      },
    ],
    nutrition_calories: "520 kcal",
    nutrition_protein: "44 g",
    nutrition_fat: "34 g",
    nutrition_carbs: "6 g",
    nutrition_saturated_fat: "12 g",
    nutrition_trans_fat: "0 g",
    nutrition_cholesterol: "123 mg",
    nutrition_sodium: "720 mg",
    nutrition_fiber: "0,5 g",
    nutrition_sugar: "0,9 g",
    nutrition_serving_size: "1 plato (370 g)",
  },
];
