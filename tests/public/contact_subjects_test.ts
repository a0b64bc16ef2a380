import assert from "node:assert/strict";
import { CONTACT_SUBJECTS } from "@/lib/schemas/contact.ts";
import { SUBJECT_OPTIONS } from "@/islands/ContactForm.tsx";

Deno.test("the contact form offers exactly the server's subjects, in order", () => {
  assert.deepEqual(SUBJECT_OPTIONS, Object.entries(CONTACT_SUBJECTS));
});
