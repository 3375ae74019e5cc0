import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { forgetDevice, newUuid, openDevice, readOutbox, saveList, updateOutbox } from "./device-store";
import { EMPTY_OUTBOX, enqueue } from "./queue";

const command = (id: string) => ({ id, type: "tick" as const, uid: newUuid(), at: "2026-11-26T10:00:00.000Z", base_version: 1 });

describe("what the device keeps in IndexedDB", () => {
  it("keeps one device id and the outbox for the same person across openings", async () => {
    await forgetDevice();
    const first = await openDevice("7");
    await updateOutbox((outbox) => enqueue(outbox, command("a")));
    await saveList({ mutations: [], queries: [] });
    const again = await openDevice("7");
    expect(again.deviceId).toBe(first.deviceId);
    expect(again.outbox.pending.map((c) => c.id)).toEqual(["a"]);
    expect(again.list).toEqual({ mutations: [], queries: [] });
  });

  it("wipes another person's list and waiting changes before anyone else signs in here", async () => {
    await forgetDevice();
    await openDevice("7");
    await updateOutbox((outbox) => enqueue(outbox, command("a")));
    await saveList({ mutations: [], queries: [] });
    const other = await openDevice("8");
    expect(other.outbox).toEqual(EMPTY_OUTBOX);
    expect(other.list).toBeNull();
    expect(await readOutbox()).toEqual(EMPTY_OUTBOX);
  });

  it("loses no change when two tabs add to the outbox at the same moment", async () => {
    await forgetDevice();
    await openDevice("7");
    await Promise.all(["a", "b", "c", "d"].map((id) => updateOutbox((outbox) => enqueue(outbox, command(id)))));
    expect((await readOutbox()).pending.map((c) => c.id)).toEqual(["a", "b", "c", "d"]);
  });

  it("leaves nothing behind after logging out", async () => {
    await openDevice("7");
    await updateOutbox((outbox) => enqueue(outbox, command("a")));
    await forgetDevice();
    expect(await readOutbox()).toEqual(EMPTY_OUTBOX);
  });

  it("makes version 4 UUIDs the server accepts", () => {
    expect(newUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
