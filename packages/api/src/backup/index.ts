// What the domains use of the backup format: they import it from here, never from its files (ADR 114).
// backup/ stands below every domain that declares its part of a backup (ADR 111) and imports none of them.
export { archiveDocument, type ArchiveDocument, type DomainBackup, type RemovesFiles, type RestoreContext } from "./declaration";
export {
  BACKUP_ENTRIES,
  BACKUP_FORMAT,
  BACKUP_IMAGE_ENTRY,
  BACKUP_SCHEMA_VERSION,
  type TBackupManifest,
  type TBackupPlans,
  type TBackupRecipe,
  ZBackupCarts,
  ZBackupFilters,
  ZBackupFoodFixes,
  type TBackupFoodFixes,
  ZBackupGrocery,
  ZBackupJournal,
  ZBackupKitchen,
  ZBackupManifest,
  ZBackupMetrics,
  ZBackupNotes,
  type TBackupNotes,
  ZBackupPlans,
  ZBackupRecipe,
  ZBackupShopping,
} from "./format";
export { archivedItemState, groceryLineState, restoredDate } from "./shopping-state";
