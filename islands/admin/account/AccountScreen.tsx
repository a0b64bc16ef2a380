/**
 * The signed-in user's account: change their own password (current password
 * required), and their API tokens for the `recipes` command line — listed
 * without secrets, revocable, and a new one shown once.
 */
import { useState } from "react";
import { FormField } from "@/components/admin/FormField.tsx";
import BusyButton from "@/islands/admin/BusyButton.tsx";
import { useConfirm } from "@/islands/admin/ConfirmDialog.tsx";
import PasswordShownOnce from "@/islands/admin/users/PasswordShownOnce.tsx";
import { showToast } from "@/lib/client/toasts.ts";
import { useApiQuery } from "@/lib/client/use_api_query.ts";
import { formatDateAdmin } from "@/lib/format/dates.ts";
import { changeOwnPassword, createToken, revokeToken, type TokenRecord, TOKENS_PATH } from "@/lib/client/users.ts";
import { attempt, useFormSubmit } from "@/lib/client/use_form_submit.ts";
import { Button } from "@/components/admin/Button.tsx";
import { TableHead } from "@/components/admin/TableHead.tsx";

/** See the module doc. */
export default function AccountScreen() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const password = useFormSubmit();
  const [tokenName, setTokenName] = useState("");
  const tokenForm = useFormSubmit();
  const [secret, setSecret] = useState<string | null>(null);
  const tokens = useApiQuery<{ tokens: TokenRecord[] }>(TOKENS_PATH);
  const { askDanger, dialog } = useConfirm();

  function savePassword(event: Event) {
    event.preventDefault();
    password.run(async () => {
      await changeOwnPassword(current, next);
      setCurrent("");
      setNext("");
      showToast("Password changed", "success");
      await tokens.refetch();
    }, "Failed to change password");
  }

  function addToken(event: Event) {
    event.preventDefault();
    tokenForm.run(async () => {
      const issued = await createToken(tokenName);
      setTokenName("");
      setSecret(issued.token);
      await tokens.refetch();
    }, "Failed to create token");
  }

  async function revoke(token: TokenRecord) {
    const message = `Revoke "${token.name}"? Anything using it stops working.`;
    if (!(await askDanger("Revoke Token", message, "Revoke"))) return;
    await attempt(() => revokeToken(token.id), "Failed to revoke token", "Token revoked");
    await tokens.refetch();
  }

  const apiTokens = (tokens.data?.tokens ?? []).filter((t) => t.kind === "api");
  return (
    <>
      <form class="panel settings-section" onSubmit={savePassword} noValidate aria-labelledby="password-heading">
        <h2 id="password-heading">Change Password</h2>
        <FormField
          id="current_password"
          label="Current Password"
          type="password"
          value={current}
          onValue={setCurrent}
          autoComplete="current-password"
          error={password.errors.current_password}
        />
        <FormField
          id="new_password"
          label="New Password"
          type="password"
          value={next}
          onValue={setNext}
          autoComplete="new-password"
          hint="At least 8 characters."
          error={password.errors.new_password}
        />
        <div class="form-actions">
          <BusyButton type="submit" busy={password.busy}>Change Password</BusyButton>
        </div>
      </form>
      <section class="panel settings-section" aria-labelledby="tokens-heading">
        <h2 id="tokens-heading">API Tokens</h2>
        <p class="hint">Tokens let the recipes command line act as you. A new token is shown once.</p>
        <table class="data-table" aria-label="API tokens">
          <TableHead columns={["Name", "Created", "Last used", { label: "Actions", hidden: true }]} />
          <tbody>
            {apiTokens.length === 0 && (
              <tr>
                <td colSpan={4} class="empty">No API tokens</td>
              </tr>
            )}
            {apiTokens.map((token) => (
              <tr key={token.id} data-token={token.name}>
                <td>{token.name}</td>
                <td>{formatDateAdmin(token.created_at)}</td>
                <td>{token.last_used_at ? formatDateAdmin(token.last_used_at) : "Never"}</td>
                <td>
                  <Button variant="danger" onClick={() => revoke(token)}>Revoke</Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <form class="token-form" onSubmit={addToken} noValidate>
          <FormField
            id="token_name"
            label="Token Name"
            value={tokenName}
            onValue={setTokenName}
            placeholder="e.g. laptop CLI"
          />
          <BusyButton type="submit" busy={tokenForm.busy} busyText="Creating..." disabled={!tokenName.trim()}>
            Create Token
          </BusyButton>
        </form>
      </section>
      {secret && (
        <PasswordShownOnce
          title="New API Token"
          message="Your new API token:"
          secret={secret}
          onClose={() => setSecret(null)}
        />
      )}
      {dialog}
    </>
  );
}
