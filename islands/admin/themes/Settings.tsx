/**
 * The Theme Settings screen: the themes list (Activate button or Active
 * badge) and the branding images — website logo, favicons and the default
 * category header — each uploaded and removed on its own card.
 */
import { useState } from "react";
import { activateTheme, THEMES_PATH, type ThemesAnswer } from "@/lib/client/themes.ts";
import { useApiQuery } from "@/lib/client/use_api_query.ts";
import { THEME_TEXTS } from "@/lib/shared/themes.ts";
import BusyButton from "@/islands/admin/BusyButton.tsx";
import BrandingCard from "./BrandingCard.tsx";
import { attempt } from "@/lib/client/use_form_submit.ts";

/** Props of {@link Settings}: the answer the server read for this page load. */
export interface SettingsProps {
  initial: ThemesAnswer;
}

/** See the module doc. */
export default function Settings({ initial }: SettingsProps) {
  const query = useApiQuery<ThemesAnswer>(THEMES_PATH, { initialData: initial, failureToast: THEME_TEXTS.loadFailed });
  const [activating, setActivating] = useState<string | null>(null);
  const data = query.data ?? initial;
  const { branding } = data;

  async function activate(theme: string) {
    setActivating(theme);
    await attempt(
      async () => query.setData(await activateTheme(theme)),
      () => THEME_TEXTS.changeFailed,
      THEME_TEXTS.changed,
    );
    setActivating(null);
  }

  return (
    <div class="theme-settings">
      <section aria-labelledby="themes-title">
        <h2 id="themes-title" class="panel-title">Themes</h2>
        <ul class="theme-list">
          {data.themes.map((theme) => (
            <li key={theme.id} class="theme-card">
              <span class="theme-swatches" aria-hidden="true">
                <span style={{ background: theme.colors.primary }} />
                <span style={{ background: theme.colors.accent }} />
              </span>
              <h3>{theme.name}</h3>
              <p>{theme.description}</p>
              {theme.id === data.active_theme
                ? <span class="badge badge-published">Active</span>
                : <BusyButton busy={activating === theme.id} onClick={() => activate(theme.id)}>Activate</BusyButton>}
            </li>
          ))}
        </ul>
      </section>
      <div class="branding-grid">
        <BrandingCard
          asset="logo"
          title="Website Logo"
          hint="Any image under 2 MB; shown in the site header."
          currentUrl={branding.logo_url}
          removeTitle="Remove Logo"
          onSaved={query.setData}
        />
        <BrandingCard
          asset="favicons"
          title="Favicons"
          hint="A square image of at least 180×180 pixels, under 2 MB; made into 16, 32 and 180 pixel icons."
          currentUrl={branding.apple_touch_icon_url}
          removeTitle="Remove Favicons"
          onSaved={query.setData}
        />
        <BrandingCard
          asset="category-header"
          title="Default Category Header"
          hint="At least 800×400 pixels, under 4 MB; resized to 1280 pixels wide. Used by categories without a header."
          currentUrl={branding.default_category_header_image}
          removeTitle="Remove Category Header"
          onSaved={query.setData}
        />
      </div>
    </div>
  );
}
