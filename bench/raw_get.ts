/** GET over node:http, which hands back the body as sent (still compressed), unlike `fetch`. */
import { Buffer } from "node:buffer";
import http from "node:http";

/** A response as it came off the wire. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  bytes: Uint8Array;
}

/** GETs `url` with the given headers. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      const parts: Uint8Array[] = [];
      res.on("data", (part: Uint8Array) => parts.push(part));
      res.on("end", () => {
        const flat: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) if (typeof value === "string") flat[name] = value;
        resolve({ status: res.statusCode ?? 0, headers: flat, bytes: new Uint8Array(Buffer.concat(parts)) });
      });
      res.on("error", reject);
    }).on("error", reject);
  });
}
