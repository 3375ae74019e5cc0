import { sessions } from "@simmer/db";
import type { DomainBackup } from "../backup";

/** The account's credentials stay with the server: a restore goes into an account the person already signed in to. */
export const authBackup: DomainBackup = {
  domain: "auth",
  carries: [],
  leavesOut: [{ table: sessions, why: "Sessions and access tokens are credentials of one server." }],
  holdsData: [],
  documents: [],
};
