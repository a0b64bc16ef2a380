/**
 * The WordPress fidelity fixture (`fidelity.WordPress.xml`: a password-protected post, a sticky WP Recipe Maker
 * recipe with Yoast fields, every image form and an over-4 MB featured image, a reusable block and attachments) and a loopback "old host"
 * standing in for the blog being moved: it serves the fixture's uploads and counts what is asked of it.
 */
import { gradientImage, noisePng } from "../../media/images.ts";
import { fixturePath } from "./import.ts";

/** The old host on 127.0.0.1: its origin, the paths asked of it, and a switch that makes it refuse connections. */
export interface OldHost {
  origin: string;
  requests: string[];
  close(): Promise<void>;
}

/** The uploads the old host has (`perdida.jpg` is not among them: a 404). */
const UPLOADS = ["relativa", "protocolo", "srcset", "enlazada", "enlazada-300x200", "photon"];

/**
 * Serves `/wp-content/uploads/2024/03/<name>.jpg` for each of {@link UPLOADS}, a distinct image each, and
 * `grande.png`, a camera-size original over the site's 4 MB upload limit.
 */
export async function serveOldHost(): Promise<OldHost> {
  const images = new Map<string, Uint8Array>();
  for (const [i, name] of UPLOADS.entries()) {
    images.set(`/wp-content/uploads/2024/03/${name}.jpg`, await gradientImage(640 + i * 8, 480, "jpeg"));
  }
  images.set("/wp-content/uploads/2024/03/grande.png", await noisePng(1300, 1100));
  const requests: string[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, (request) => {
    const path = new URL(request.url).pathname;
    requests.push(path);
    const bytes = images.get(path);
    if (!bytes) return new Response("not found", { status: 404 });
    return new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { "Content-Type": "image/jpeg" } });
  });
  return { origin: `http://127.0.0.1:${server.addr.port}`, requests, close: () => server.shutdown() };
}

/** A copy of the fixture in `dir` whose old site is `origin`; returns its path. */
export async function fidelityFixture(dir: string, origin: string): Promise<string> {
  const xml = (await Deno.readTextFile(fixturePath("wordpress/fidelity.WordPress.xml")))
    .replaceAll("{{OLD}}", origin).replaceAll("{{OLDHOST}}", new URL(origin).host);
  const path = `${dir}/fidelity.xml`;
  await Deno.writeTextFile(path, xml);
  return path;
}
