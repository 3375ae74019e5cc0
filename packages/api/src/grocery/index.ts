// The grocery list as stored, shared by carts (which build it), shopping (which ticks it) and
// plans (which fill a cart): its lock, its items, what a regenerated line keeps, and the shared pages.
export { requireCart, requireCarts } from "./carts";
export {
  breakdownText,
  bury,
  listVersionOf,
  loadItems,
  loadSectionMemory,
  lockList,
  ownerUnitSystem,
  presentItems,
  saveListVersion,
  type StoredItem,
} from "./items";
export { carryOver, keptColumns } from "./regeneration";
export { findShared, noLongerShared } from "./shared-lists";
