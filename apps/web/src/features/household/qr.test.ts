import { describe, expect, it } from "vitest";
import { qrPath } from "./qr";

const link = `https://simmer.example/join/${"a".repeat(43)}`;

describe("the invite link's QR code", () => {
  it("is a square of 21 + 4n modules with the three finder squares dark at their corners", () => {
    const { size, path } = qrPath(link);
    expect((size - 21) % 4).toBe(0);
    expect(size).toBeGreaterThanOrEqual(21);
    for (const [col, row] of [
      [0, 0],
      [size - 1, 0],
      [0, size - 1],
    ])
      expect(path).toContain(`M${col} ${row}h1v1h-1z`);
    // The module beside the top-right finder's inner edge is light (the separator).
    expect(path).not.toContain(`M${size - 8} 0h1v1h-1z`);
  });

  it("changes with the link", () => {
    expect(qrPath(link).path).not.toBe(qrPath(`${link.slice(0, -1)}b`).path);
  });
});
