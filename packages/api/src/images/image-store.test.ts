import { describe, expect, it } from "vitest";
import { imageKeyOfUrl, imageUrlOf, isStoredImageUrl, storedFilesOf } from "./image-store";

const KEY = "3b0c1f4e-8d2a-4c6b-9e1f-0a2b3c4d5e6f";

describe("image addresses", () => {
  it("names the two files of an image and the address recipes use", () => {
    expect(storedFilesOf(KEY)).toEqual({ full: `${KEY}.webp`, card: `${KEY}-card.webp` });
    expect(imageUrlOf(KEY)).toBe(`/uploads/${KEY}.webp`);
  });

  it("reads the key back only from an image address we hand out", () => {
    expect(imageKeyOfUrl(`/uploads/${KEY}.webp`)).toBe(KEY);
    expect(imageKeyOfUrl(`/uploads/${KEY}-card.webp`)).toBeNull();
    expect(imageKeyOfUrl("/uploads/cat.png")).toBeNull();
    expect(imageKeyOfUrl(`https://example.com/uploads/${KEY}.webp`)).toBeNull();
  });

  it("tells our own addresses from web addresses", () => {
    expect(isStoredImageUrl("/uploads/anything")).toBe(true);
    expect(isStoredImageUrl("https://example.com/a.jpg")).toBe(false);
  });
});
