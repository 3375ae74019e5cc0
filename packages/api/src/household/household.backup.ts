import { householdInvites, householdMembers, households } from "@simmer/db";
import type { DomainBackup } from "../backup";
import { beforeAccountDeleted } from "./household.service";

const why =
  "A household ties accounts together; an archive is one person's and may be restored where those people do not exist (ADR 127). What the household shares is in its owner's backup.";

/** Households: membership is not carried; deleting an account settles the person's household first. */
export const householdBackup: DomainBackup = {
  domain: "household",
  carries: [],
  leavesOut: [
    { table: households, why },
    { table: householdMembers, why },
    { table: householdInvites, why: "Invites are links to a household, not data; they are never carried." },
  ],
  holdsData: [],
  documents: [],
  beforeAccountDeleted: async (tx, userId) => {
    await beforeAccountDeleted(tx, userId);
  },
};
