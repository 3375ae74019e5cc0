import { TRPCError } from "@trpc/server";
import type { Db } from "@simmer/db";
import type { TShoppingFinishOutput } from "@simmer/contracts";

export async function finish(_db: Db, _userId: number, _id: string): Promise<TShoppingFinishOutput> {
  throw new TRPCError({ code: "METHOD_NOT_SUPPORTED", message: "Not ready yet." });
}
