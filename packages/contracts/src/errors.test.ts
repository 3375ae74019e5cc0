import { describe, expect, it } from "vitest";
import { describeIssues } from "./errors";

describe("describeIssues", () => {
  it("keeps messages that already name their field", () => {
    expect(describeIssues([{ path: ["email"], message: "Email is required." }])).toBe("Email is required.");
  });
  it("prefixes the field to generic messages", () => {
    expect(describeIssues([{ path: ["servings"], message: "Invalid input: expected number" }])).toBe(
      "servings: Invalid input: expected number",
    );
    expect(describeIssues([{ path: ["sat_fat"], message: "Sat fat must be 0 or more." }])).toBe("Sat fat must be 0 or more.");
    expect(describeIssues([{ path: ["cart_ids"], message: "Please select at least one cart." }])).toBe("Please select at least one cart.");
    expect(describeIssues([{ path: ["limit"], message: "Too small: expected number to be >=1" }])).toBe(
      "limit: Too small: expected number to be >=1",
    );
  });
  it("joins several issues and drops repeats", () => {
    expect(
      describeIssues([
        { path: ["a"], message: "A is wrong." },
        { path: ["a"], message: "A is wrong." },
        { path: [], message: "Body is wrong." },
      ]),
    ).toBe("A is wrong. Body is wrong.");
  });
});
