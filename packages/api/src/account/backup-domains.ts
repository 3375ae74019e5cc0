import { authBackup } from "../auth";
import type { DomainBackup } from "../backup";
import { cartsBackup } from "../carts";
import { filtersBackup } from "../filters";
import { foodsBackup } from "../foods";
import { householdBackup } from "../household";
import { imagesBackup } from "../images";
import { jobsBackup } from "../jobs";
import { journalBackup } from "../journal";
import { kitchenBackup } from "../kitchen";
import { metricsBackup } from "../metrics";
import { notesBackup } from "../notes";
import { plansBackup } from "../plans";
import { recipesBackup } from "../recipes";
import { shoppingBackup } from "../shopping";

/**
 * Every domain's declaration (ADR 111), in the order a restore writes them: recipes first (cart
 * lines and planned slots name them), the journal before the plans (a slot names its entry). A
 * backup writes the documents in the same order. A table a person owns rows of and no declaration
 * names fails `backup-domains.test.ts`.
 */
export const DOMAIN_BACKUPS: readonly DomainBackup[] = [
  recipesBackup,
  imagesBackup,
  kitchenBackup,
  cartsBackup,
  filtersBackup,
  metricsBackup,
  journalBackup,
  shoppingBackup,
  plansBackup,
  notesBackup,
  foodsBackup,
  authBackup,
  jobsBackup,
  householdBackup,
];

/** The JSON documents of the archive, in order. */
export const ARCHIVE_DOCUMENTS = DOMAIN_BACKUPS.flatMap((domain) => domain.documents);
