import assert from "node:assert/strict";
import { islandNameFromFile } from "./islands.ts";

Deno.test("islandNameFromFile: file names become PascalCase names and folders are part of them", () => {
  assert.equal(islandNameFromFile("search-box.tsx"), "SearchBox");
  assert.equal(islandNameFromFile("PostsList.tsx"), "PostsList");
  assert.equal(islandNameFromFile("admin/ConfirmDialog.tsx"), "AdminConfirmDialog");
  assert.equal(islandNameFromFile("admin/image_picker.tsx"), "AdminImagePicker");
});
