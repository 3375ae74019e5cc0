import { describe, expect, it } from "vitest";
import { oneParseAtATime } from "./import-gate";

describe("oneParseAtATime", () => {
  it("starts the next parse only when the one before has ended, even when it failed", async () => {
    const events: string[] = [];
    let finishFirst: () => void = () => {};
    const first = oneParseAtATime(async () => {
      events.push("first starts");
      await new Promise<void>((resolve) => (finishFirst = resolve));
      events.push("first ends");
      throw new Error("bad file");
    });
    const second = oneParseAtATime(async () => {
      events.push("second starts");
      return 2;
    });
    const third = oneParseAtATime(async () => {
      events.push("third starts");
      return 3;
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(events).toEqual(["first starts"]);
    finishFirst();
    await expect(first).rejects.toThrow("bad file");
    expect(await second).toBe(2);
    expect(await third).toBe(3);
    expect(events).toEqual(["first starts", "first ends", "second starts", "third starts"]);
  });
});
