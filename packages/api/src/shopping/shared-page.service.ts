import { TRPCError } from "@trpc/server";
import type { Db } from "@simmer/db";
import type { TSharedListApplyInput, TSharedListApplyResult } from "@simmer/contracts";

export async function update(_db: Db, _input: TSharedListApplyInput): Promise<TSharedListApplyResult> {
  throw new TRPCError({ code: "METHOD_NOT_SUPPORTED", message: "Not ready yet." });
}
