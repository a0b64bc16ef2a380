import assert from "node:assert/strict";
import { publicRateLimitMessage } from "@/lib/site/limits.ts";

Deno.test("publicRateLimitMessage speaks Spanish in seconds or whole minutes", () => {
  assert.equal(publicRateLimitMessage(1), "Has hecho demasiadas solicitudes. Inténtalo de nuevo en 1 segundo.");
  assert.equal(publicRateLimitMessage(45), "Has hecho demasiadas solicitudes. Inténtalo de nuevo en 45 segundos.");
  assert.equal(publicRateLimitMessage(60), "Has hecho demasiadas solicitudes. Inténtalo de nuevo en 1 minuto.");
  assert.equal(publicRateLimitMessage(61), "Has hecho demasiadas solicitudes. Inténtalo de nuevo en 2 minutos.");
});
