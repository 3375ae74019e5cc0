import { TRPCError } from "@trpc/server";
import type { Db } from "@simmer/db";
import type { TShoppingApplyResult, TShoppingCommands, TShoppingList } from "@simmer/contracts";

export async function list(_db: Db, _userId: number): Promise<TShoppingList> {
  throw new TRPCError({ code: "METHOD_NOT_SUPPORTED", message: "Not ready yet." });
}

export async function update(_db: Db, _userId: number, _input: TShoppingCommands): Promise<TShoppingApplyResult> {
  throw new TRPCError({ code: "METHOD_NOT_SUPPORTED", message: "Not ready yet." });
}
