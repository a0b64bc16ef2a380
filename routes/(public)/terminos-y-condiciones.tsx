/** `/terminos-y-condiciones`: the terms of use; its last-updated date is today's. */
import { LegalPage, type LegalSection } from "@/components/site/LegalPage.tsx";
import type { PageProps } from "@/lib/fresh/types.ts";
import { CONTACT_EMAIL } from "@/lib/site/contact_info.ts";
import { siteContextFrom } from "@/lib/site/context.ts";
import { legalPageHandler } from "@/lib/site/legal.ts";

const TITLE = "Términos y Condiciones";

export const handler = legalPageHandler;

function sections(siteName: string): LegalSection[] {
  return [
    {
      id: "licencia",
      title: "Licencia de uso",
      body: (
        <p>
          Te concedemos una licencia limitada, no exclusiva, intransferible y revocable para acceder a {siteName}{" "}
          y consultar sus contenidos para tu uso personal y no comercial. Esta licencia no te transfiere ningún derecho
          de propiedad sobre los contenidos.
        </p>
      ),
    },
    {
      id: "restricciones",
      title: "Restricciones",
      body: (
        <>
          <p>Al usar el sitio te comprometes a no:</p>
          <ul>
            <li>
              usar robots, arañas, scrapers u otros medios automáticos para extraer, copiar o indexar masivamente los
              contenidos;
            </li>
            <li>usar los contenidos con fines comerciales sin nuestro permiso previo y por escrito;</li>
            <li>
              copiar, reproducir, distribuir o modificar los contenidos más allá de lo permitido en estos términos;
            </li>
            <li>
              intentar acceder sin autorización a zonas restringidas, o interferir con el funcionamiento del sitio.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "propiedad-intelectual",
      title: "Propiedad intelectual",
      body: (
        <p>
          Los textos, fotografías, videos, diseño, logotipos y demás elementos del sitio pertenecen a {siteName}{" "}
          o a sus respectivos autores y están protegidos por las leyes de propiedad intelectual. Los nombres de platos
          tradicionales y las listas de ingredientes forman parte del patrimonio culinario común; lo que protegemos es
          la forma concreta en que los explicamos, fotografiamos y presentamos.
        </p>
      ),
    },
    {
      id: "contenido-de-usuarios",
      title: "Contenido enviado por los usuarios",
      body: (
        <p>
          Si nos envías recetas, comentarios, fotografías u otros materiales, declaras que son tuyos o que tienes
          permiso para compartirlos, y nos autorizas a publicarlos, editarlos y adaptarlos en el sitio, citándote como
          autor si así lo deseas. Podemos decidir no publicar, o retirar, cualquier contenido que consideremos
          inadecuado, ofensivo o contrario a la ley.
        </p>
      ),
    },
    {
      id: "uso-de-recetas",
      title: "Uso de las recetas",
      body: (
        <ul>
          <li>Puedes cocinar, adaptar y disfrutar nuestras recetas para tu uso personal y familiar.</li>
          <li>
            Puedes compartir enlaces a nuestras recetas en redes sociales, blogs o mensajes, pero no copies la receta
            completa: enlaza a la página original.
          </li>
          <li>
            Cualquier uso comercial (restaurantes, libros, cursos, publicidad u otros) requiere nuestro permiso previo
            por escrito.
          </li>
          <li>
            No está permitido volver a publicar nuestras recetas, ni total ni parcialmente, en otros sitios o medios.
          </li>
        </ul>
      ),
    },
    {
      id: "descargo",
      title: "Descargo de responsabilidad",
      body: (
        <>
          <p>
            Las recetas y los consejos del sitio se ofrecen con fines informativos y de entretenimiento. Los resultados
            pueden variar según los ingredientes, el equipo y la técnica de cada cocina. Los tiempos, las porciones y la
            información nutricional son aproximados y no sustituyen el consejo de un profesional de la salud o de la
            nutrición.
          </p>
          <p>
            <strong>Alergias e intolerancias:</strong>{" "}
            revisa siempre la lista de ingredientes y las etiquetas de los productos que uses. Si tú o tus invitados
            tienen alergias o intolerancias alimentarias (por ejemplo, a frutos secos, gluten, lácteos, huevo o
            mariscos), adapta las recetas y toma las precauciones necesarias. Eres responsable de manipular y cocinar
            los alimentos de forma segura.
          </p>
        </>
      ),
    },
    {
      id: "limitacion-de-responsabilidad",
      title: "Limitación de responsabilidad",
      body: (
        <p>
          En la medida en que la ley lo permita, {siteName}{" "}
          no será responsable de los daños directos o indirectos que puedan derivarse del uso del sitio o de sus
          contenidos, incluidos los resultados de preparar las recetas, las reacciones alérgicas, las interrupciones del
          servicio o los errores en la información publicada.
        </p>
      ),
    },
    {
      id: "enlaces-externos",
      title: "Enlaces externos",
      body: (
        <p>
          El sitio puede contener enlaces a páginas de terceros y videos alojados en otras plataformas. No controlamos
          esos sitios ni somos responsables de sus contenidos, de sus políticas de privacidad ni de sus prácticas. Te
          recomendamos leer sus condiciones antes de usarlos.
        </p>
      ),
    },
    {
      id: "modificaciones",
      title: "Modificaciones",
      body: (
        <p>
          Podemos modificar estos términos en cualquier momento. La versión vigente estará siempre publicada en esta
          página con su fecha de última actualización. Si sigues usando el sitio después de un cambio, entenderemos que
          aceptas los nuevos términos.
        </p>
      ),
    },
    {
      id: "terminacion",
      title: "Terminación",
      body: (
        <p>
          Podemos suspender o restringir tu acceso al sitio, sin previo aviso, si incumples estos términos o usas el
          sitio de forma abusiva. Las secciones sobre propiedad intelectual, descargo y limitación de responsabilidad
          seguirán vigentes después de la terminación.
        </p>
      ),
    },
    {
      id: "ley-aplicable",
      title: "Ley aplicable",
      body: (
        <p>
          Estos términos se rigen por la legislación vigente en el lugar de residencia del titular del sitio, sin
          perjuicio de los derechos que te reconozcan las leyes de protección de los consumidores de tu país. Cualquier
          controversia se intentará resolver primero de forma amistosa.
        </p>
      ),
    },
    {
      id: "contacto",
      title: "Contacto",
      body: (
        <p>
          Si tienes preguntas sobre estos términos o quieres solicitar un permiso de uso, escríbenos a{" "}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> o usa nuestro{" "}
          <a href="/contacto">formulario de contacto</a>.
        </p>
      ),
    },
  ];
}

export default function TermsPage({ url, state }: PageProps) {
  const { settings } = siteContextFrom(state);
  return (
    <LegalPage
      title={TITLE}
      path="/terminos-y-condiciones"
      description="Condiciones de uso del sitio: licencia personal, uso de las recetas, propiedad intelectual, alergias y responsabilidad."
      url={url}
      settings={settings}
      intro={
        <p>
          Bienvenido a{" "}
          {settings.site_name}. Al acceder al sitio y usar sus contenidos aceptas estos términos y condiciones. Si no
          estás de acuerdo con ellos, te pedimos que no uses el sitio.
        </p>
      }
      sections={sections(settings.site_name)}
    />
  );
}
