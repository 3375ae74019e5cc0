// What other domains may use of household: they import it from here, never from its files (ADR 114).
export { personalScope, scopeOf, type HouseholdScope } from "./scope";
export { householdBackup } from "./household.backup";
