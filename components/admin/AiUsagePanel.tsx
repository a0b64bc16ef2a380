/** The AI usage panel of /admin/ai: calls, failures and tokens today and over 30 days, and the latest failures. */
import type { AiSettingsResponse, AiUsageSummary, AiUsageTotals } from "../../lib/schemas/ai_settings.ts";
import { formatDateTimeAdmin } from "../../lib/format/dates.ts";

function Totals({ label, totals }: { label: string; totals: AiUsageTotals }) {
  return (
    <div class="ai-usage-totals">
      <h3>{label}</h3>
      <dl>
        <dt>Calls</dt>
        <dd data-usage="calls">{totals.calls}</dd>
        <dt>Failures</dt>
        <dd data-usage="failures">{totals.failures}</dd>
        <dt>Tokens</dt>
        <dd>{totals.promptTokens + totals.completionTokens}</dd>
        <dt>Images</dt>
        <dd>{totals.images}</dd>
      </dl>
    </div>
  );
}

/** See the module doc; `usage` null when it could not be loaded; `limits` are the server's. */
export function AiUsagePanel(
  { usage, limits }: { usage: AiUsageSummary | null; limits: AiSettingsResponse["limits"] },
) {
  return (
    <section class="panel ai-usage" aria-labelledby="ai-usage-title">
      <h2 id="ai-usage-title">Usage</h2>
      <p class="ai-card-body hint ai-limits">
        Each user may make {limits.callsPerUser} AI calls per {limits.windowMinutes}{" "}
        minutes; each provider call may take up to {limits.timeoutSeconds} s.
      </p>
      {!usage ? <p class="ai-card-body hint">Usage could not be loaded.</p> : (
        <div class="ai-card-body">
          <div class="ai-usage-grid">
            <Totals label="Today" totals={usage.today} />
            <Totals label="Last 30 days" totals={usage.last30Days} />
          </div>
          <h3>Recent failures</h3>
          {usage.recentFailures.length === 0 ? <p class="hint">No failed AI calls.</p> : (
            <ul class="ai-failures">
              {usage.recentFailures.map((failure) => (
                <li key={failure.at + failure.endpoint}>
                  <time dateTime={failure.at}>{formatDateTimeAdmin(failure.at)}</time> <code>{failure.endpoint}</code> —
                  {" "}
                  {failure.message || failure.outcome}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
