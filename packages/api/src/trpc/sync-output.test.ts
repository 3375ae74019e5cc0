import { describe, expect, it } from "vitest";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { createCallerFactory, publicProcedure, router, syncOutput } from "./init";
import type { Context } from "./context";

const ZCard = z.object({ id: z.number().int(), title: z.string() });

const testRouter = router({
  good: publicProcedure.output(syncOutput(ZCard)).query(() => ({ id: 1, title: "Soup", ownerEmail: "a@example.com" })),
  // A value read from elsewhere that no longer fits the schema.
  bad: publicProcedure.output(syncOutput(ZCard)).query(() => JSON.parse('{"id":"1","title":"Soup"}') as z.output<typeof ZCard>),
});
const caller = createCallerFactory(testRouter)({} as Context);

describe("an output checked synchronously", () => {
  it("answers only the schema's fields, so extra columns never leak", async () => {
    expect(await caller.good()).toStrictEqual({ id: 1, title: "Soup" });
  });

  it("fails as any output check does: an internal error whose cause is the schema's", async () => {
    const failure = await caller.bad().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TRPCError);
    expect((failure as TRPCError).code).toBe("INTERNAL_SERVER_ERROR");
    expect((failure as TRPCError).message).toBe("Output validation failed");
    expect((failure as TRPCError).cause).toBeInstanceOf(z.ZodError);
  });
});
