/** The admin sign-in form: remembered email, 'Signing in...' state, server or generic error. */
import { useEffect, useState } from "react";
import { FormField } from "@/components/admin/FormField.tsx";
import { api, ApiError, readStorage, STORAGE_KEYS, writeStorage } from "@/lib/client/api.ts";

interface LoginResponse {
  token: string;
  user: { id: string; name: string; email: string; role: string };
}

/** Default failure text when the server gives none. */
export const LOGIN_FAILED = "Login failed. Please try again.";

export default function LoginForm({ next }: { next: string }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  useEffect(() => {
    const remembered = readStorage(STORAGE_KEYS.rememberedEmail);
    if (remembered) {
      setEmail(remembered);
      setRemember(true);
    }
  }, []);

  async function submit(event: Event) {
    event.preventDefault();
    setBusy(true);
    setError("");
    try {
      const result = await api<LoginResponse>("/auth/login", { method: "POST", json: { email, password, remember } });
      writeStorage(STORAGE_KEYS.token, result.token);
      writeStorage(STORAGE_KEYS.user, JSON.stringify(result.user));
      writeStorage(STORAGE_KEYS.rememberedEmail, remember ? email : null);
      globalThis.location.assign(next);
    } catch (caught) {
      setError(caught instanceof ApiError && caught.serverMessage ? caught.message : LOGIN_FAILED);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate={false}>
      {error && <div class="error-box" role="alert">{error}</div>}
      <FormField
        id="email"
        label="Email"
        type="email"
        autoComplete="username"
        required
        value={email}
        onValue={setEmail}
      />
      <FormField
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onValue={setPassword}
      />
      <label class="check">
        <input
          type="checkbox"
          name="remember"
          checked={remember}
          onChange={(e) => setRemember((e.target as HTMLInputElement).checked)}
        />
        Remember me
      </label>
      <button class="btn btn-primary btn-block" type="submit" disabled={busy}>
        {busy ? "Signing in..." : "Sign In"}
      </button>
    </form>
  );
}
