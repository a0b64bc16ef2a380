/**
 * Email and password for `recipes login`: RECIPES_EMAIL and RECIPES_PASSWORD when set, else ink prompts on a
 * terminal (the password hidden), else the first two lines of stdin.
 */
import { UsageError } from "./errors.ts";
import type { Output } from "./output.ts";
import { askLine } from "../ui/terminal.tsx";

/** Email and password. */
export interface LoginCredentials {
  email: string;
  password: string;
}

/** Reads the credentials as described in the module comment. */
export async function askCredentials(output: Output): Promise<LoginCredentials> {
  let email = Deno.env.get("RECIPES_EMAIL") ?? "";
  let password = Deno.env.get("RECIPES_PASSWORD") ?? "";
  if (email && password) return { email, password };
  if (Deno.stdin.isTerminal() && Deno.stdout.isTerminal() && !output.json) {
    if (!email) email = await askLine("Email:");
    if (!password) password = await askLine("Password:", true);
  } else {
    const lines = (await readStdinLines(email ? 1 : 2)).map((line) => line.replace(/\r$/, ""));
    if (!email) email = lines.shift() ?? "";
    if (!password) password = lines.shift() ?? "";
  }
  if (!email || !password) {
    throw new UsageError(
      "Email and password are required: set RECIPES_EMAIL and RECIPES_PASSWORD or pipe them as two lines",
    );
  }
  return { email, password };
}

async function readStdinLines(count: number): Promise<string[]> {
  const decoder = new TextDecoder();
  let text = "";
  const reader = Deno.stdin.readable.getReader();
  try {
    while (text.split("\n").length <= count) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    reader.releaseLock();
  }
  return text.split("\n").slice(0, count);
}
