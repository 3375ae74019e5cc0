import { authBackup } from "../auth/auth.backup";
import type { DomainBackup } from "../backup/declaration";
import { cartsBackup } from "../carts/carts.backup";
import { filtersBackup } from "../filters/filters.backup";
import { imagesBackup } from "../images/images.backup";
import { jobsBackup } from "../jobs/jobs.backup";
import { journalBackup } from "../journal/journal.backup";
import { kitchenBackup } from "../kitchen/kitchen.backup";
import { metricsBackup } from "../metrics/metrics.backup";
import { plansBackup } from "../plans/plans.backup";
import { recipesBackup } from "../recipes/recipes.backup";
import { shoppingBackup } from "../shopping/shopping.backup";

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
  authBackup,
  jobsBackup,
];

/** The JSON documents of the archive, in order. */
export const ARCHIVE_DOCUMENTS = DOMAIN_BACKUPS.flatMap((domain) => domain.documents);
