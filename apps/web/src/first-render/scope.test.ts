import { describe, expect, it } from "vitest";
import { FIRST_RENDER } from "@simmer/contracts/transport";
import { FIRST_RENDER_DATA_ID, SESSION_COOKIE } from "./scope";

describe("the first render's names (ADR 146)", () => {
  it("names the data element and the cookie as the server does", () => {
    expect(FIRST_RENDER_DATA_ID).toBe(FIRST_RENDER.dataElementId);
    expect(SESSION_COOKIE).toBe(FIRST_RENDER.sessionCookie);
  });
});
