import { describe, expect, it } from "vitest";
import { cardArtUrl, cardCalories, cardImageUrl } from "./card-rules";
import { hasNutrition } from "./nutrition";

describe("recipe card rules", () => {
  it("uses the card-size variant of uploaded images", () => {
    expect(cardImageUrl("/uploads/0b7e6a52-5a7e-4c1e-9d55-2f4a1c9e0b11.webp")).toBe(
      "/uploads/0b7e6a52-5a7e-4c1e-9d55-2f4a1c9e0b11-card.webp",
    );
    expect(cardImageUrl("https://example.com/a.jpg")).toBe("https://example.com/a.jpg");
    expect(cardImageUrl(null)).toBeNull();
  });
  it("shows a catalogue recipe's built art, and draws art for a person's own recipe without a photo", () => {
    expect(cardArtUrl({ title: "Chicken Noodle Soup", tags: ["soup", "american"], data_source: "catalog" })).toBe(
      "/card-art/chicken-noodle-soup.svg",
    );
    const own = cardArtUrl({ title: "Grandma's Stew", tags: ["stew"], data_source: "user" });
    expect(own).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(decodeURIComponent(own)).toContain(">GS</text>");
  });
});

describe("nutrition display", () => {
  it("is shown only if some value is present and is not 'no answer'", () => {
    expect(hasNutrition({ calories: null, fat: null })).toBe(false);
    expect(hasNutrition({ calories: "no answer" as never })).toBe(false);
    expect(hasNutrition({ calories: 0 })).toBe(true);
    expect(hasNutrition({ protein: 12.5 })).toBe(true);
  });
});

describe("card calories", () => {
  it("shows whole kilocalories", () => {
    expect(cardCalories(539.25)).toBe("539 kcal");
    expect(cardCalories(709.81)).toBe("710 kcal");
    expect(cardCalories(0)).toBe("0 kcal");
  });
});
