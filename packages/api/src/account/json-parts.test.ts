import { describe, expect, it } from "vitest";
import { JsonPartReader, JsonPartsError, type JsonPart } from "./json-parts";

/** Reads `text` cut into chunks of `size` characters, as an inflating stream hands it over. */
function partsOf(text: string, size = 3, max = 1000): JsonPart[] {
  const reader = new JsonPartReader(max);
  const parts: JsonPart[] = [];
  for (let i = 0; i < text.length; i += size) parts.push(...reader.push(text.slice(i, i + size)));
  reader.end();
  return parts;
}

const failure = (text: string, size = 3, max = 1000) => {
  try {
    partsOf(text, size, max);
  } catch (err) {
    return err instanceof JsonPartsError ? err.reason : "other";
  }
  return "read";
};

describe("reading a JSON document a part at a time", () => {
  it("yields each element of a top-level array, whatever the chunk size", () => {
    const text = ' [ {"a": [1, "x,]}"]}, 2 , "s\\"]", null, [3, [4]], true ] ';
    for (const size of [1, 2, 3, 7, 100]) {
      expect(partsOf(text, size)).toEqual([
        { kind: "array", key: null },
        { kind: "item", key: null, index: 0, value: { a: [1, "x,]}"] } },
        { kind: "item", key: null, index: 1, value: 2 },
        { kind: "item", key: null, index: 2, value: 's"]' },
        { kind: "item", key: null, index: 3, value: null },
        { kind: "item", key: null, index: 4, value: [3, [4]] },
        { kind: "item", key: null, index: 5, value: true },
      ]);
    }
  });

  it("yields the members of a top-level object, and the elements of a member that is an array", () => {
    expect(partsOf('{"ingredients": ["salt", "pepper"], "rules": {"people": 2}, "equipment": [], "n": 5}', 4)).toEqual([
      { kind: "array", key: "ingredients" },
      { kind: "item", key: "ingredients", index: 0, value: "salt" },
      { kind: "item", key: "ingredients", index: 1, value: "pepper" },
      { kind: "member", key: "rules", value: { people: 2 } },
      { kind: "array", key: "equipment" },
      { kind: "member", key: "n", value: 5 },
    ]);
    expect(partsOf("[]")).toEqual([{ kind: "array", key: null }]);
    expect(partsOf("{}")).toEqual([]);
  });

  it("refuses anything that is not JSON, as JSON.parse would", () => {
    for (const bad of [
      "",
      "5",
      '"x"',
      "[1 2]",
      "[1,]",
      "[,1]",
      "{,}",
      '{"a":1,}',
      '{"a" 1}',
      "{a:1}",
      "[1]]",
      "[1] x",
      "[1",
      '{"a":[1]',
      '["open]',
      "[{]",
      "[tru]",
      '{"a":1 "b":2}',
    ]) {
      expect(failure(bad), bad).toBe("invalid");
    }
  });

  it("refuses a part longer than allowed as soon as it is, without waiting for its end", () => {
    const reader = new JsonPartReader(10);
    expect(reader.push('["short", "')).toEqual([
      { kind: "array", key: null },
      { kind: "item", key: null, index: 0, value: "short" },
    ]);
    expect(() => reader.push("a".repeat(20))).toThrow(JsonPartsError);
    expect(failure(`{"k": ["${"b".repeat(50)}"]}`, 5, 10)).toBe("too-large");
    expect(failure(`{"${"k".repeat(500)}": 1}`, 5, 10_000)).toBe("invalid");
  });
});
