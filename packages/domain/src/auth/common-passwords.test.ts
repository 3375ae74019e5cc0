import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./common-passwords";

describe("isCommonPassword", () => {
  it("catches the most common passwords whatever their case or surrounding spaces", () => {
    for (const password of ["password", "PASSWORD", " Password1 ", "12345678", "qwerty123", "iloveyou"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("lets an uncommon password through", () => {
    for (const password of ["correct horse battery", "longenough", "simmer-soup-42", "passwordpassword7"]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});
