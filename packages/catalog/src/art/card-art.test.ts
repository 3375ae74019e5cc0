import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { catalogRecipes } from "../index";
import { CUISINES } from "../taxonomy";
import { cardArtDataUrl, cardArtPath, cardArtSvg, CUISINE_PALETTES, initialsOf, slugOf } from "./index";

const recipes = catalogRecipes();

/** The colour the background starts from: the gradient's first stop. */
function backgroundOf(svg: string): string {
  return /<stop offset="0" stop-color="(#[0-9a-f]{6})"\/>/.exec(svg)?.[1] ?? "";
}

describe("card art", () => {
  it("draws the same bytes for the same recipe every time", () => {
    const recipe = { title: "Chicken Noodle Soup", tags: ["soup", "american"] };
    expect(cardArtSvg(recipe)).toBe(cardArtSvg({ ...recipe, tags: [...recipe.tags] }));
    expect(cardArtDataUrl(recipe)).toBe(cardArtDataUrl(recipe));
  });

  it("colours each cuisine differently", () => {
    const backgrounds = CUISINES.map((cuisine) => backgroundOf(cardArtSvg({ title: "Noodles", tags: ["main", cuisine] })));
    expect(new Set(backgrounds).size).toBe(CUISINES.length);
    expect(backgrounds[CUISINES.indexOf("thai")]).toBe(CUISINE_PALETTES.thai.bg);
    expect(backgroundOf(cardArtSvg({ title: "Pad Thai", tags: ["main", "thai"] }))).not.toBe(
      backgroundOf(cardArtSvg({ title: "Pad Thai", tags: ["main", "italian"] })),
    );
  });

  it("draws a different motif for each course, and varies two recipes of one course and cuisine", () => {
    const courses = ["breakfast", "main", "side", "soup", "salad", "dessert", "snack", "drink"];
    const motifs = courses.map((course) => cardArtSvg({ title: "Same Title", tags: [course, "greek"] }));
    expect(new Set(motifs).size).toBe(courses.length);
    expect(cardArtSvg({ title: "Lentil Soup", tags: ["soup", "greek"] })).not.toBe(
      cardArtSvg({ title: "Bean Soup", tags: ["soup", "greek"] }),
    );
  });

  it("gives every catalogue recipe its own picture and its own file name", () => {
    expect(new Set(recipes.map((r) => cardArtSvg(r))).size).toBe(recipes.length);
    expect(new Set(recipes.map((r) => slugOf(r.title))).size).toBe(recipes.length);
    expect(cardArtPath("Crème Brûlée")).toBe("/card-art/creme-brulee.svg");
  });

  it("letters the title's initials, and nothing else of the title", () => {
    expect(initialsOf("Chicken Noodle Soup")).toBe("CN");
    expect(initialsOf("Pad Kra Pao with Fried Egg")).toBe("PK");
    expect(initialsOf("Moules Marinières")).toBe("MM");
    expect(initialsOf("Tiramisu")).toBe("T");
    expect(initialsOf("  ")).toBe("?");
    const hostile = cardArtSvg({ title: `<script>alert(1)</script> & "x"`, tags: [] });
    expect(hostile).not.toMatch(/<script|alert|&(?!amp;)/);
    expect(hostile).toContain(">SA</text>");
  });

  it("references nothing outside itself", () => {
    for (const recipe of [...recipes, { title: "My Own Stew", tags: ["supper"] }]) {
      const svg = cardArtSvg(recipe);
      expect(svg.match(/https?:\/\/[^"]*/g), recipe.title).toEqual(["http://www.w3.org/2000/svg"]);
      expect(svg, recipe.title).not.toMatch(/href|<image|<script|<foreignObject|@import|url\((?!#)/i);
    }
  });

  it("is an SVG a renderer accepts, at the card's 4:3 size", async () => {
    const samples = [recipes[0]!, recipes[1]!, ...recipes.filter((_, i) => i % 23 === 5), { title: "Grandma's Stew", tags: [] }];
    for (const recipe of samples) {
      const png = await sharp(Buffer.from(cardArtSvg(recipe)))
        .png()
        .toBuffer();
      const { width, height } = await sharp(png).metadata();
      expect([width, height], recipe.title).toEqual([480, 360]);
      const { channels } = await sharp(png).stats();
      // Not a blank image: colour varies across the picture.
      expect(channels[0]!.stdev, recipe.title).toBeGreaterThan(10);
    }
  });
});
