/** Demo recipes, first batch: meats, rice and beans, seafood and the ajiaco. */
import type { DemoRecipe } from "../types.ts";

/** First twelve demo recipes of the Cuban recipe blog (res, cerdo, arroces, mariscos, sopas). */
export const recipesA: DemoRecipe[] = [
  {
    slug: "ropa-vieja",
    title: "Ropa vieja",
    excerpt:
      "Carne de res deshebrada y guisada en un sofrito de tomate, ají y vino seco: el clásico cubano que mejora de un día para otro.",
    categories: ["res", "platos-principales"],
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
    video_url: "https://www.youtube.com/watch?v=Qx3mRopaV1e",
  },
  {
    slug: "picadillo-a-la-habanera",
    title: "Picadillo a la habanera",
    excerpt:
      "Carne molida de res guisada con sofrito, aceitunas, alcaparras y pasas: un plato rápido, sabroso y muy cubano para el día a día.",
    categories: ["res", "platos-principales"],
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
  },
  {
    slug: "vaca-frita",
    title: "Vaca frita",
    excerpt:
      "Falda de res hervida, desmenuzada y dorada en la sartén con mucha cebolla y mojo de limón hasta quedar crujiente por fuera.",
    categories: ["res"],
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
  },
  {
    slug: "lechon-asado",
    title: "Lechón asado con mojo",
    excerpt:
      "Pierna de cerdo marinada toda la noche en mojo de naranja agria, ajo y comino, y asada lentamente hasta que la piel cruje.",
    categories: ["cerdo", "platos-principales"],
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
  },
  {
    slug: "masas-de-cerdo-fritas",
    title: "Masas de cerdo fritas",
    excerpt:
      "Trozos de paleta de cerdo adobados con naranja agria y ajo, cocidos en su jugo y luego fritos hasta quedar dorados y crujientes.",
    categories: ["cerdo"],
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
  },
  {
    slug: "arroz-con-pollo",
    title: "Arroz con pollo a la chorrera",
    excerpt:
      "Arroz amarillo y meloso con pollo, cerveza, pimientos y petit pois: el arroz con pollo a la chorrera de los almuerzos de domingo.",
    categories: ["arroces-y-frijoles", "platos-principales"],
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
  },
  {
    slug: "congri",
    title: "Congrí oriental",
    excerpt:
      "Arroz cocinado junto con frijoles colorados, tocino y sofrito, al estilo del oriente cubano: el acompañante perfecto del cerdo.",
    categories: ["arroces-y-frijoles"],
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
  },
  {
    slug: "moros-y-cristianos",
    title: "Moros y cristianos",
    excerpt:
      "Arroz y frijoles negros cocinados juntos con sofrito, comino y laurel: el acompañante más cubano de todos, suelto y lleno de sabor.",
    categories: ["arroces-y-frijoles"],
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
  },
  {
    slug: "frijoles-negros",
    title: "Frijoles negros dormidos",
    excerpt:
      "Frijoles negros cremosos cocinados a fuego lento con sofrito, comino y un toque de vino seco, y dejados reposar para que espesen.",
    categories: ["arroces-y-frijoles"],
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
  },
  {
    slug: "enchilado-de-camarones",
    title: "Enchilado de camarones",
    excerpt:
      "Camarones guisados en una salsa criolla de tomate, ají y vino seco. A pesar del nombre no pica: es sabroso, aromático y muy cubano.",
    categories: ["mariscos-y-pescados"],
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
  },
  {
    slug: "pescado-en-escabeche",
    title: "Pescado en escabeche",
    excerpt:
      "Ruedas de pescado fritas y cubiertas con una salsa de aceite, vinagre, cebolla y ají: el escabeche cubano que sabe mejor al día siguiente.",
    categories: ["mariscos-y-pescados"],
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
  },
  {
    slug: "ajiaco-criollo",
    title: "Ajiaco criollo",
    excerpt:
      "El guiso nacional de Cuba: carnes, maíz, malanga, yuca, boniato y plátano cocinados a fuego lento hasta formar un caldo espeso.",
    categories: ["sopas-y-potajes"],
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
  },
];
