/**
 * The recipe card's actions: cook mode (its code loaded on first use), print,
 * share (links rendered on the server; on phones with the Web Share API the copy button opens the phone's own
 * share sheet once the card runs) and
 * save on the device for /guardadas (its storage code loaded on first use). Rendered inside the RecipeCard island.
 */
import type { ComponentType } from "preact";
import { useEffect, useState } from "preact/hooks";
import type { CookModeProps } from "./CookMode.tsx";
import { SharePanel } from "./SharePanel.tsx";
import type { ShareLink } from "@/lib/site/share_links.ts";

/** What the actions need from the card. */
export interface RecipeActionsProps {
  title: string;
  url: string;
  path: string;
  image: string;
  /** The share links, built on the server. */
  shares: ShareLink[];
  steps: { id: string; name: string; text: string }[];
}

export function RecipeActions(props: RecipeActionsProps) {
  const { title, url, path, image } = props;
  const [saved, setSavedState] = useState(false);
  const [nativeShare, setNativeShare] = useState(false);
  const [status, setStatus] = useState("");
  const [Cook, setCook] = useState<ComponentType<CookModeProps> | null>(null);
  const [cooking, setCooking] = useState(false);

  useEffect(() => {
    setNativeShare(typeof navigator.share === "function" && matchMedia("(pointer: coarse)").matches);
  }, []);

  useEffect(() => {
    import("@/lib/client/saved_recipes.ts").then(({ loadSaved }) =>
      setSavedState(loadSaved().some((r) => r.path === path))
    );
  }, [path]);

  async function openCookMode() {
    if (!Cook) {
      const module = await import("./CookMode.tsx");
      setCook(() => module.CookMode);
    }
    setCooking(true);
  }

  async function share() {
    try {
      await navigator.share({ title, text: title, url });
    } catch (error) {
      if ((error as Error).name !== "AbortError") setStatus("No se pudo compartir. Usa los enlaces de abajo.");
    }
  }

  async function toggleSaved() {
    const next = !saved;
    const { setSaved } = await import("@/lib/client/saved_recipes.ts");
    setSaved({ path, title, image }, next);
    setSavedState(next);
    setStatus(next ? "Guardada en este dispositivo" : "Quitada de tus guardadas");
  }

  return (
    <div class="recipe-actions">
      <div class="recipe-actions__buttons">
        {props.steps.length > 0 && (
          <button type="button" class="button button--secondary" onClick={openCookMode}>Modo cocina</button>
        )}
        <button type="button" class="button button--secondary" onClick={() => print()}>Imprimir receta</button>
        <button
          type="button"
          class="button button--secondary"
          aria-pressed={saved ? "true" : "false"}
          onClick={toggleSaved}
        >
          {saved ? "Guardada" : "Guardar"}
        </button>
      </div>
      <SharePanel
        url={url}
        shares={props.shares}
        onStatus={setStatus}
        onNativeShare={nativeShare ? share : undefined}
      />
      <p class="recipe-actions__status" role="status">{status}</p>
      {cooking && Cook && <Cook title={title} steps={props.steps} onClose={() => setCooking(false)} />}
    </div>
  );
}
