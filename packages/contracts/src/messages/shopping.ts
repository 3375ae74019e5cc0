/** What shopping mode, Done shopping and the shared list page say. */
export const SHOPPING_MESSAGES = {
  badUuid: "must be a UUID.",
  badAt: "at must be a date and time (ISO 8601).",
  badType: 'type must be "tick", "untick", "add", "move" or "remove".',
  sharedType: 'type must be "tick" or "untick".',
  badSection: 'section must be one of "produce", "dairy and eggs", "meat and fish", "bakery", "pantry", "spices", "frozen" or "other".',
  noCommands: "commands must hold at least one command.",
  tooManyCommands: "commands must hold at most 200 commands.",
  nameRequired: "name cannot be empty.",
  nameTooLong: "name must be at most 200 characters.",
  noteTooLong: "note must be at most 100 characters.",
  badVersion: "base_version must be a whole number from 0.",
  onlyAddedRemoved: "Only an item added by hand can be removed; tick a recipe's item instead.",
  sharedRateLimited: "Too many changes through this link at once. Your ticks are kept on this device and sent again in a minute.",
  noLongerShared: "This list is no longer shared",
  noLongerSharedDetail: "The link has expired, or the person who shared it has stopped sharing it. Ask them for a new link.",
} as const;

/** "12 items added to Your Kitchen", "1 item added to Your Kitchen". */
export function finishMessage(added: number, cleared: number): string {
  const kitchen = `${added} item${added === 1 ? "" : "s"} added to Your Kitchen`;
  return cleared > 0 ? `${kitchen}; ${cleared} other item${cleared === 1 ? "" : "s"} cleared from the list.` : `${kitchen}.`;
}
