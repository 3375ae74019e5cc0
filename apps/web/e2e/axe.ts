import { createRequire } from "node:module";
import fs from "node:fs";
import type { Page } from "@playwright/test";
import type { AxeResults, Result, RunOptions } from "axe-core";

// axe-core's own build, evaluated in the page: no test-runner coupling, so this module moves
// unchanged to any Playwright runner.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export type AxeViolation = Pick<Result, "id" | "impact" | "help" | "helpUrl" | "nodes">;

/**
 * Runs all of axe's rules over the page as it is now: every rule it enables by default (WCAG 2.0
 * to 2.2 A and AA, best practices) plus WCAG 2.2's target size, which it leaves off by default.
 * Only the AAA contrast rule stays off (ADR 120).
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated rather than added as a <script>: the app's Content-Security-Policy forbids inline scripts.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe;
    return axe.run(document, { rules: { "target-size": { enabled: true } }, resultTypes: ["violations"] });
  });
  return (results as AxeResults).violations.map(({ id, impact, help, helpUrl, nodes }) => ({ id, impact, help, helpUrl, nodes }));
}

/** One block per rule: what it asks, and each offending element with axe's own explanation. */
export function formatViolations(where: string, violations: AxeViolation[]): string {
  if (violations.length === 0) return `${where}: no violations`;
  const blocks = violations.map((violation) => {
    const nodes = violation.nodes.slice(0, 8).map((node) => {
      const summary = (node.failureSummary ?? "").replace(/\s+/g, " ").trim();
      return `    - ${node.target.join(" ")}\n      ${node.html.slice(0, 160)}\n      ${summary}`;
    });
    const more = violation.nodes.length > 8 ? [`    … and ${violation.nodes.length - 8} more`] : [];
    return [
      `  ${violation.id} (${violation.impact ?? "n/a"}, ${violation.nodes.length} nodes): ${violation.help}`,
      `    ${violation.helpUrl}`,
      ...nodes,
      ...more,
    ].join("\n");
  });
  return `${where}: ${violations.length} rule(s) violated\n${blocks.join("\n")}`;
}
