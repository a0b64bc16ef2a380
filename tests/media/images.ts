/** Real image files made with sharp for the media tests. */
import sharp from "sharp";

/** Accepted formats the fixtures can be written in. */
export type FixtureFormat = "jpeg" | "png" | "webp" | "gif" | "avif";

/** A smooth gradient picture of `width`×`height` (compresses well, so small files). */
export async function gradientImage(width: number, height: number, format: FixtureFormat = "png"): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#c0392b"/><stop offset="1" stop-color="#2980b9"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="20%" fill="#f1c40f"/></svg>`;
  const image = sharp(new TextEncoder().encode(svg));
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

/** Random noise as PNG: incompressible, about `width`×`height`×3 bytes. */
export async function noisePng(width: number, height: number): Promise<Uint8Array> {
  const raw = new Uint8Array(width * height * 3);
  for (let offset = 0; offset < raw.length; offset += 65536) {
    crypto.getRandomValues(raw.subarray(offset, Math.min(raw.length, offset + 65536)));
  }
  return new Uint8Array(
    await sharp(raw, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer(),
  );
}

/** A JPEG carrying EXIF camera and GPS data. */
export async function jpegWithExif(width: number, height: number): Promise<Uint8Array> {
  const base = await gradientImage(width, height, "png");
  return new Uint8Array(
    await sharp(base).withMetadata({
      exif: {
        IFD0: { Make: "TestCam", Model: "Secreto 3000", Copyright: "Casa de Abuela" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "23/1 8/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "82/1 22/1 0/1" },
      },
    }).jpeg({ quality: 90 }).toBuffer(),
  );
}

/** `a` followed by `b`. */
export function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** Bytes of a text. */
export function text(value: string): Uint8Array {
  return new TextEncoder().encode(value);
}

/** A minimal zip archive (one stored file), the usual payload of polyglot files. */
export const ZIP_PAYLOAD = concat(
  new Uint8Array([
    0x50,
    0x4b,
    0x03,
    0x04,
    0x0a,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    1,
    0,
    0,
    0,
  ]),
  text("x<script>alert(1)</script>"),
);

/** An HTML page, the other usual payload. */
export const HTML_PAYLOAD = text("<html><body><script>alert(document.cookie)</script></body></html>");

/** An SVG image with a script. */
export const SVG_WITH_SCRIPT = text(
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><script>alert(1)</script>` +
    `<rect width="600" height="600" fill="red"/></svg>`,
);

/** A camera model name hidden in {@link imageWithMetadata}'s EXIF, to look for in stored bytes. */
export const EXIF_SECRET = "Secreto 3000";

/** An image in `format` carrying EXIF (camera, owner) and XMP, written by sharp's `withExif` and `withXmp`. */
export async function imageWithMetadata(width: number, height: number, format: FixtureFormat): Promise<Uint8Array> {
  const base = await gradientImage(width, height, "png");
  return new Uint8Array(
    await sharp(base)
      .withExif({ IFD0: { Make: "TestCam", Model: EXIF_SECRET, Copyright: "Casa de Abuela" } })
      .withXmp(
        `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
          `<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="${EXIF_SECRET}"/></rdf:RDF></x:xmpmeta>`,
      )
      .toFormat(format)
      .toBuffer(),
  );
}
