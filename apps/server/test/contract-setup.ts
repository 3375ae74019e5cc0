import { afterAll } from "vitest";
import { takeViolations } from "./contract";

/**
 * Set up for every API test file (vitest.config.ts): once the file's tests have run, any answer
 * that did not match /api/openapi.json fails the run, naming the route, status and mismatch.
 */
afterAll(() => {
  const violations = takeViolations();
  if (violations.length > 0) {
    const unique = [...new Set(violations)];
    throw new Error(`${unique.length} /api answer(s) differ from /api/openapi.json:\n- ${unique.slice(0, 30).join("\n- ")}`);
  }
});
