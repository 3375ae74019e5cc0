/** What backup and restore of a whole account say (ADR 074). */
export const BACKUP_MESSAGES = {
  notEmpty:
    "This account already holds data, so the backup was not restored. Restore into a new, empty account (restoring twice is refused so nothing is duplicated).",
  notAnArchive: "The file is not a Simmer backup: it is not a readable zip archive.",
  notSimmer: "The file is not a Simmer backup: its manifest.json is missing or not ours.",
  newerVersion: "The backup was made by a newer version of Simmer. Update this server, then restore it again.",
  corrupt: "The backup is damaged, so nothing was restored.",
  tooLarge: "The backup is larger than this server accepts for a restore.",
  tooManyEntries: "The backup holds more files than a Simmer backup can, so nothing was restored.",
  missingBody: "Send the backup file as the request body.",
  restoreRunning: "A restore into this account is already running.",
} as const;

/** Names the part of the archive that is wrong, so a person can tell a truncated file from an edited one. */
export function corruptEntryMessage(entry: string, detail: string): string {
  return `The backup is damaged (${entry}: ${detail}), so nothing was restored.`;
}

/** The 413 answer when a backup's images would not fit in the person's image storage here. */
export function restoreQuotaMessage(quotaBytes: number): string {
  const megabytes = Math.round((quotaBytes / (1024 * 1024)) * 10) / 10;
  return `The backup's images need more than the ${megabytes} MB of image storage each person has on this server, so nothing was restored.`;
}

/** What the Settings screen's "Your data" section says. */
export const YOUR_DATA_MESSAGES = {
  downloadFailed: "The download did not finish. Please try again.",
  restoreFailed: "The backup could not be restored. Please try again.",
  chooseFile: "Choose a backup file (.zip) first.",
  notEmptyHint:
    "Restoring is possible only into an empty account, so nothing is ever duplicated. Sign up for a new account to restore a backup there.",
} as const;

/** The sentence after a restore, naming what came back. */
export function restoredMessage(counts: Record<string, number>): string {
  const recipes = counts.recipes ?? 0;
  return `Restored ${recipes} ${recipes === 1 ? "recipe" : "recipes"} and everything else in the backup.`;
}

/** The restore's warning when recipes named pictures at web addresses, which a restore does not fetch (ADR 112). */
export function remoteImagesDroppedMessage(count: number): string {
  return `${count} recipe${count === 1 ? "" : "s"} named a picture at a web address, which a restore does not fetch, so ${count === 1 ? "it was" : "they were"} restored without it. Add the picture again from the recipe's Edit form.`;
}
