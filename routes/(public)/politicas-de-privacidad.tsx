/** `/politicas-de-privacidad`: the privacy policy; its last-updated date is today's. */
import { LegalPage, type LegalSection } from "@/components/site/LegalPage.tsx";
import type { PageProps } from "@/lib/fresh/types.ts";
import { CONTACT_EMAIL, RESPONSE_TIME } from "@/lib/site/contact_info.ts";
import { siteContextFrom } from "@/lib/site/context.ts";
import { legalPageHandler, MINIMUM_AGE } from "@/lib/site/legal.ts";

const TITLE = "Política de Privacidad";

export const handler = legalPageHandler;

function sections(siteName: string): LegalSection[] {
  return [
    {
      id: "responsable",
      title: "Quiénes somos",
      body: (
        <p>
          {siteName}{" "}
          es un blog dedicado a la cocina cubana: publicamos recetas, técnicas y artículos sobre la gastronomía de Cuba.
          Esta política explica qué datos personales tratamos cuando visitas el sitio o nos escribes, para qué los
          usamos y qué derechos tienes sobre ellos.
        </p>
      ),
    },
    {
      id: "datos-que-nos-das",
      title: "Información que nos proporcionas",
      body: (
        <>
          <p>Cuando usas el formulario de contacto nos envías voluntariamente:</p>
          <ul>
            <li>tu nombre completo;</li>
            <li>tu dirección de correo electrónico;</li>
            <li>el asunto de tu consulta;</li>
            <li>el mensaje que nos escribes y cualquier dato que decidas incluir en él.</li>
          </ul>
          <p>
            No te pedimos datos sensibles (salud, ideología, religión u otros similares). Te rogamos que no los incluyas
            en tus mensajes.
          </p>
        </>
      ),
    },
    {
      id: "datos-automaticos",
      title: "Información que se recoge automáticamente",
      body: (
        <>
          <p>Al navegar por el sitio, nuestro servidor registra de forma automática cierta información técnica:</p>
          <ul>
            <li>la dirección IP desde la que te conectas;</li>
            <li>el tipo y la versión de tu navegador;</li>
            <li>las páginas que visitas y el tiempo que pasas en ellas;</li>
            <li>el tipo de dispositivo y el sistema operativo que utilizas.</li>
          </ul>
          <p>
            Usamos estos datos de forma agregada para mantener el sitio funcionando, medir qué contenidos interesan más
            y detectar abusos. No los usamos para identificarte personalmente.
          </p>
        </>
      ),
    },
    {
      id: "uso",
      title: "Cómo usamos tu información",
      body: (
        <>
          <p>Tratamos tus datos únicamente para:</p>
          <ul>
            <li>responder a tus consultas, sugerencias o propuestas de colaboración;</li>
            <li>valorar y, si nos das permiso, publicar las recetas que nos envíes;</li>
            <li>mantener el sitio seguro, evitar el spam y el uso abusivo de los formularios;</li>
            <li>mejorar nuestros contenidos y la experiencia de lectura;</li>
            <li>cumplir las obligaciones legales que nos sean aplicables.</li>
          </ul>
          <p>
            La base de estos tratamientos es tu consentimiento (al enviarnos un mensaje) y nuestro interés legítimo en
            mantener un sitio seguro y útil. Conservamos los mensajes el tiempo necesario para atenderlos y, después,
            durante un plazo razonable por si necesitas volver a contactarnos.
          </p>
        </>
      ),
    },
    {
      id: "cookies",
      title: "Cookies y almacenamiento local",
      body: (
        <>
          <p>
            No usamos cookies publicitarias ni de seguimiento de terceros. Solo utilizamos elementos técnicos necesarios
            para que el sitio funcione:
          </p>
          <ul>
            <li>
              una cookie técnica anónima que recuerda la valoración que diste a una receta, para que puedas cambiarla en
              lugar de votar dos veces (dura un año);
            </li>
            <li>
              cookies de sesión y almacenamiento local del navegador exclusivamente para el personal que administra el
              sitio cuando inicia sesión.
            </li>
          </ul>
          <p>
            Algunas recetas incluyen videos de YouTube, Vimeo o Dailymotion. Los mostramos en su modo de privacidad
            reforzada cuando existe, pero al reproducirlos esos servicios pueden instalar sus propias cookies, sujetas a
            sus políticas. Puedes bloquear o borrar las cookies desde la configuración de tu navegador.
          </p>
        </>
      ),
    },
    {
      id: "compartir",
      title: "Con quién compartimos tu información",
      body: (
        <>
          <p>No vendemos, alquilamos ni cedemos tus datos personales a terceros con fines comerciales.</p>
          <p>Solo podrán acceder a ellos:</p>
          <ul>
            <li>
              los proveedores técnicos que nos prestan servicios (por ejemplo, alojamiento web), con los que tenemos
              acuerdos de confidencialidad y que solo los tratan siguiendo nuestras instrucciones;
            </li>
            <li>las autoridades, cuando una ley nos obligue a ello.</li>
          </ul>
        </>
      ),
    },
    {
      id: "seguridad",
      title: "Seguridad de los datos",
      body: (
        <p>
          Aplicamos medidas técnicas y organizativas razonables para proteger tu información frente a accesos no
          autorizados, pérdidas o alteraciones: conexiones cifradas, acceso restringido al panel de administración y
          contraseñas almacenadas de forma segura. Aun así, ningún sistema conectado a Internet es completamente
          invulnerable, por lo que no podemos garantizar una seguridad absoluta.
        </p>
      ),
    },
    {
      id: "derechos",
      title: "Tus derechos",
      body: (
        <>
          <p>En cualquier momento puedes ejercer los siguientes derechos sobre tus datos personales:</p>
          <ul>
            <li>
              <strong>Acceso:</strong> saber qué datos tuyos tratamos.
            </li>
            <li>
              <strong>Rectificación:</strong> corregir datos inexactos o incompletos.
            </li>
            <li>
              <strong>Supresión:</strong> pedir que eliminemos tus datos.
            </li>
            <li>
              <strong>Oposición:</strong> oponerte a que tratemos tus datos para un fin concreto.
            </li>
            <li>
              <strong>Portabilidad:</strong> recibir tus datos en un formato estructurado y de uso común.
            </li>
            <li>
              <strong>Retirada del consentimiento:</strong>{" "}
              retirar en cualquier momento el consentimiento que nos diste, sin que ello afecte a los tratamientos
              anteriores.
            </li>
          </ul>
          <p>
            Para ejercerlos, escríbenos a <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>{" "}
            indicando qué derecho quieres ejercer. Te responderemos en un plazo de{" "}
            {RESPONSE_TIME}. Si consideras que no hemos atendido correctamente tu solicitud, puedes presentar una
            reclamación ante la autoridad de protección de datos de tu país.
          </p>
        </>
      ),
    },
    {
      id: "menores",
      title: "Menores de edad",
      body: (
        <p>
          Este sitio no está dirigido a menores de {MINIMUM_AGE}{" "}
          años y no recogemos conscientemente datos personales de niños menores de {MINIMUM_AGE}{" "}
          años. Si eres padre, madre o tutor y crees que un menor de {MINIMUM_AGE}{" "}
          años nos ha enviado sus datos, contáctanos y los eliminaremos de inmediato.
        </p>
      ),
    },
    {
      id: "cambios",
      title: "Cambios en esta política",
      body: (
        <p>
          Podemos actualizar esta política para reflejar cambios en el sitio o en la normativa. Publicaremos siempre la
          versión vigente en esta página, con su fecha de última actualización. Si los cambios son importantes, lo
          indicaremos de forma visible en el sitio.
        </p>
      ),
    },
    {
      id: "contacto",
      title: "Contacto",
      body: (
        <p>
          Si tienes cualquier duda sobre esta política o sobre cómo tratamos tus datos, escríbenos a{" "}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> o usa nuestro{" "}
          <a href="/contacto">formulario de contacto</a>.
        </p>
      ),
    },
  ];
}

export default function PrivacyPage({ url, state }: PageProps) {
  const { settings } = siteContextFrom(state);
  return (
    <LegalPage
      title={TITLE}
      path="/politicas-de-privacidad"
      description="Cómo tratamos tus datos personales: información del formulario de contacto, datos técnicos, cookies, seguridad y tus derechos."
      url={url}
      settings={settings}
      intro={
        <p>
          En {settings.site_name}{" "}
          respetamos tu privacidad. Solo tratamos los datos personales imprescindibles para ofrecerte nuestros
          contenidos y responderte, y nunca los vendemos.
        </p>
      }
      sections={sections(settings.site_name)}
    />
  );
}
