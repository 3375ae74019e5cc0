import { and, sql, type SQL } from "drizzle-orm";
import { recipeVisibility, type TRecipeScope } from "@simmer/domain";

/**
 * A recipe no import is still writing (ADR 016): staged rows stay out of every read until their
 * job is done. `alias` names the recipes table in raw SQL.
 */
export function publishedSql(alias: string): SQL {
  const column = sql.raw(`${alias}.import_job_id`);
  return sql`(${column} is null or exists (select 1 from jobs pj where pj.id = ${column} and pj.state = 'done'))`;
}

/**
 * The domain's visibility rule (`recipeVisibility`) in SQL: the recipes the caller may see in the
 * given scope, published ones only. `alias` names the recipes table; the default is the table itself.
 */
export function visibleTo(userId: number | null, scope: TRecipeScope, alias = '"recipes"'): SQL {
  const rule = recipeVisibility(userId, scope);
  const owner = sql.raw(`${alias}.owner_id`);
  const owners: SQL[] = [];
  if (rule.catalogue) owners.push(sql`${owner} is null`);
  if (rule.ownerId !== null) owners.push(sql`${owner} = ${rule.ownerId}`);
  // Household members' shared recipes (ADR 127): the members are read here, at the query's own
  // moment, so a person who left sees none of them from the next statement on.
  if (rule.ownerId !== null && scope === "all") {
    const visibility = sql.raw(`${alias}.visibility`);
    owners.push(sql`(${visibility} = 'household' and ${owner} in ${householdPeopleSql(rule.ownerId)})`);
  }
  const inView = owners.length === 0 ? sql`false` : sql`(${sql.join(owners, sql` or `)})`;
  return and(inView, publishedSql(alias)) as SQL;
}

/**
 * The people whose shared things `who` may use (ADR 127), as a subquery: the members of the
 * household `who` is in, or whose own account `who` is (the account its kitchen, carts and plan are
 * kept under). Empty for a person alone.
 */
export function householdPeopleSql(who: number): SQL {
  return sql`(select o.user_id from household_members o where o.household_id in (
    select m.household_id from household_members m where m.user_id = ${who}
    union all select h.id from households h where h.scope_user_id = ${who}))`;
}
