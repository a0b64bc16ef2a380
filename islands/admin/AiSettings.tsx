/**
 * The AI configuration screen: content generation, text model and image
 * generation cards, Reset (reloads the saved values), Save AI Settings
 * ('Saving...' while pending), the provider-dependent info box, the 3 s
 * success banner, whether each server secret is set, and the usage panel.
 */
import { useEffect, useRef, useState } from "react";
import { AiUsagePanel } from "../../components/admin/AiUsagePanel.tsx";
import { FormField } from "../../components/admin/FormField.tsx";
import { SecretStatus } from "../../components/admin/SecretStatus.tsx";
import { ApiError } from "../../lib/client/api.ts";
import { loadAiSettings, loadAiUsage, saveAiSettings } from "../../lib/client/ai_settings.ts";
import { fieldBinder } from "../../lib/client/bind_field.ts";
import {
  AI_CONTENT_STYLES,
  AI_CREATIVITY_LEVELS,
  AI_IMAGE_PROVIDERS,
  AI_OPTION_LABELS,
  AI_TONES,
} from "../../lib/shared/ai_options.ts";
import {
  AI_SAVED_BANNER_MS,
  AI_SETTINGS_MESSAGES,
  CUSTOM_MODEL_PREFIX,
  IMAGE_MODEL_PRESETS,
  type ModelPreset,
  TEXT_MODEL_PRESETS,
} from "../../lib/shared/ai_presets.ts";
import type { AiSettings as Settings, AiSettingsResponse, AiUsageSummary } from "../../lib/schemas/ai_settings.ts";
import BusyButton from "./BusyButton.tsx";
import { Button } from "@/components/admin/Button.tsx";

const CUSTOM = "custom";
const options = (values: readonly string[]) => values.map((value) => ({ value, label: AI_OPTION_LABELS[value] }));

/** The select value (preset id or "custom") and custom id of a model setting. */
function splitModel(value: string): { choice: string; custom: string } {
  return value.startsWith(CUSTOM_MODEL_PREFIX)
    ? { choice: CUSTOM, custom: value.slice(CUSTOM_MODEL_PREFIX.length) }
    : { choice: value, custom: "" };
}

function ModelPicker(props: {
  id: string;
  label: string;
  presets: readonly ModelPreset[];
  value: string;
  onValue: (value: string) => void;
  error?: string;
}) {
  const { choice, custom } = splitModel(props.value);
  const preset = props.presets.find((p) => p.id === choice);
  const choices = [
    ...props.presets.map((p) => ({ value: p.id, label: p.label })),
    { value: CUSTOM, label: "Custom model id" },
  ];
  return (
    <>
      <FormField
        id={props.id}
        label={props.label}
        value={choice}
        options={choices}
        hint={preset
          ? `Model ${preset.model}. ${preset.description}`
          : "Any model id your provider offers, e.g. vendor/model-name."}
        error={choice === CUSTOM ? undefined : props.error}
        onValue={(next) => props.onValue(next === CUSTOM ? `${CUSTOM_MODEL_PREFIX}${custom}` : next)}
      />
      {choice === CUSTOM && (
        <FormField
          id={`${props.id}-custom`}
          label="Custom model id"
          value={custom}
          required
          error={props.error}
          onValue={(next) => props.onValue(`${CUSTOM_MODEL_PREFIX}${next.trim()}`)}
        />
      )}
    </>
  );
}

/** Props: the saved settings and usage, rendered by the server. */
export interface AiSettingsProps {
  initial: AiSettingsResponse;
  usage: AiUsageSummary | null;
}

/** See the module doc. */
export default function AiSettings({ initial, usage: initialUsage }: AiSettingsProps) {
  const [saved, setSaved] = useState(initial);
  const [form, setForm] = useState<Settings>(initial.settings);
  const [usage, setUsage] = useState(initialUsage);
  const [saving, setSaving] = useState(false);
  const [banner, setBanner] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const bannerTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(bannerTimer.current), []);

  const set = <K extends keyof Settings>(name: K, value: Settings[K]) => setForm((f) => ({ ...f, [name]: value }));
  const bind = fieldBinder(form, set, Object.fromEntries(Object.keys(errors).map((name) => [name, errors[name][0]])));
  const { secrets } = saved;

  async function reset() {
    try {
      const fresh = await loadAiSettings();
      setSaved(fresh);
      setForm(fresh.settings);
      setErrors({});
    } catch (caught) {
      console.error("Failed to load AI settings", caught);
    }
  }

  async function save() {
    setSaving(true);
    setErrors({});
    try {
      const result = await saveAiSettings(form, saved.versionstamp);
      setSaved(result);
      setForm(result.settings);
      setBanner(true);
      clearTimeout(bannerTimer.current);
      bannerTimer.current = setTimeout(() => setBanner(false), AI_SAVED_BANNER_MS);
      loadAiUsage().then(setUsage, () => {});
    } catch (caught) {
      if (caught instanceof ApiError && caught.fields) setErrors(caught.fields);
      globalThis.alert(AI_SETTINGS_MESSAGES.saveFailed);
    } finally {
      setSaving(false);
    }
  }

  const cloudflare = form.ai_image_provider === "cloudflare";
  return (
    <div class="ai-settings">
      <div class="ai-header">
        <h1>AI Configuration</h1>
        <div class="ai-actions">
          <Button onClick={reset} disabled={saving}>Reset</Button>
          <BusyButton busy={saving} onClick={save}>Save AI Settings</BusyButton>
        </div>
      </div>
      <div role="status" class="ai-banner-slot">{banner && <p class="ai-banner">{AI_SETTINGS_MESSAGES.saved}</p>}</div>
      <div class="ai-cards">
        <section class="panel" aria-labelledby="ai-content-title">
          <h2 id="ai-content-title">Content Generation</h2>
          <div class="ai-card-body">
            <FormField id="ai_tone" label="Tone" {...bind("ai_tone")} options={options(AI_TONES)} />
            <FormField
              id="ai_content_style"
              label="Content style"
              {...bind("ai_content_style")}
              options={options(AI_CONTENT_STYLES)}
            />
            <FormField
              id="ai_creativity_level"
              label="Creativity level"
              {...bind("ai_creativity_level")}
              options={options(AI_CREATIVITY_LEVELS)}
              hint="Content is always written in Spanish."
            />
          </div>
        </section>
        <section class="panel" aria-labelledby="ai-text-title">
          <h2 id="ai-text-title">Text Model</h2>
          <div class="ai-card-body">
            <ModelPicker
              id="ai_text_model"
              label="Text model"
              presets={TEXT_MODEL_PRESETS}
              {...bind("ai_text_model")}
            />
            <ul class="ai-secrets" aria-label="Text provider secrets">
              <SecretStatus name="AI_API_KEY" set={secrets.AI_API_KEY} />
            </ul>
          </div>
        </section>
        <section class="panel" aria-labelledby="ai-image-title">
          <h2 id="ai-image-title">Image Generation</h2>
          <div class="ai-card-body">
            <FormField
              id="ai_image_provider"
              label="Image provider"
              {...bind("ai_image_provider")}
              options={options(AI_IMAGE_PROVIDERS)}
            />
            {!cloudflare && (
              <ModelPicker
                id="ai_image_model"
                label="Image model"
                presets={IMAGE_MODEL_PRESETS}
                {...bind("ai_image_model")}
              />
            )}
            <div class="ai-info" data-provider={form.ai_image_provider}>
              {cloudflare
                ? (
                  <p>
                    Cloudflare Workers AI generates images with Stable Diffusion XL at about $0.002 per image. It needs
                    {" "}
                    <code>CLOUDFLARE_ACCOUNT_ID</code> and <code>CLOUDFLARE_API_TOKEN</code> on the server.
                  </p>
                )
                : (
                  <p>
                    OpenRouter generates images with the chosen image model, billed per image by OpenRouter with the
                    same <code>AI_API_KEY</code> as text.
                  </p>
                )}
              <p>Featured images are saved as 512×512 WebP; content images as WebP, all in the media library.</p>
            </div>
            <ul class="ai-secrets" aria-label="Image provider secrets">
              {cloudflare
                ? (
                  <>
                    <SecretStatus name="CLOUDFLARE_ACCOUNT_ID" set={secrets.CLOUDFLARE_ACCOUNT_ID} />
                    <SecretStatus name="CLOUDFLARE_API_TOKEN" set={secrets.CLOUDFLARE_API_TOKEN} />
                  </>
                )
                : <SecretStatus name="AI_API_KEY" set={secrets.AI_API_KEY} />}
            </ul>
          </div>
        </section>
      </div>
      <AiUsagePanel usage={usage} limits={saved.limits} />
    </div>
  );
}
