import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { TRPCError } from "@trpc/server";
import { householdInvites, householdMembers, households, recipes, users, type Db } from "@simmer/db";
import {
  HOUSEHOLD_MAX_MEMBERS,
  HOUSEHOLD_MESSAGES,
  INVITE_MAX_OPEN,
  type THousehold,
  type THouseholdOutput,
  type TInvite,
  type TInviteCreated,
  type TInviteList,
  type TInvitePreview,
} from "@simmer/contracts";
import { inviteState } from "@simmer/domain";
import { bringIn, broughtIn, letGo, moveAllShared } from "./moves";
import { scopeOf } from "./scope";

const DAY_MS = 86_400_000;

const notFound = (message: string = HOUSEHOLD_MESSAGES.notFound) => new TRPCError({ code: "NOT_FOUND", message });
const conflict = (message: string) => new TRPCError({ code: "CONFLICT", message });

export const hashInviteToken = (token: string) => createHash("sha256").update(token).digest("hex");

async function describe(db: Db, householdId: number): Promise<THousehold> {
  const [house] = await db.select({ id: households.id, name: households.name }).from(households).where(eq(households.id, householdId));
  if (!house) throw notFound();
  const members = await db
    .select({ user_id: householdMembers.userId, email: users.email, role: householdMembers.role })
    .from(householdMembers)
    .innerJoin(users, eq(users.id, householdMembers.userId))
    .where(eq(householdMembers.householdId, householdId))
    .orderBy(
      sql`case when ${householdMembers.role} = 'owner' then 0 else 1 end`,
      asc(householdMembers.joinedAt),
      asc(householdMembers.userId),
    );
  return { id: house.id, name: house.name, members: members.map((m) => ({ ...m, role: m.role === "owner" ? "owner" : "member" })) };
}

export async function get(db: Db, userId: number): Promise<THouseholdOutput> {
  const scope = await scopeOf(db, userId);
  return { household: scope.householdId === null ? null : await describe(db, scope.householdId) };
}

/** The caller's membership row, locked for the transaction; null when they are in none. */
async function membershipForUpdate(tx: Db, userId: number) {
  const [row] = await tx
    .select({ householdId: householdMembers.householdId, role: householdMembers.role, scopeUserId: households.scopeUserId })
    .from(householdMembers)
    .innerJoin(households, eq(households.id, householdMembers.householdId))
    .where(eq(householdMembers.userId, userId))
    .for("update");
  return row ?? null;
}

async function ownerMembership(tx: Db, userId: number) {
  const m = await membershipForUpdate(tx, userId);
  if (!m) throw notFound(HOUSEHOLD_MESSAGES.notInOne);
  if (m.role !== "owner") throw new TRPCError({ code: "FORBIDDEN", message: HOUSEHOLD_MESSAGES.ownerOnly });
  return m;
}

/** Serialises joins and departures of one household, so its member count cannot race. */
async function lockHousehold(tx: Db, householdId: number) {
  await tx.select({ id: households.id }).from(households).where(eq(households.id, householdId)).for("update");
}

export async function create(db: Db, userId: number, name: string): Promise<THousehold> {
  const householdId = await db.transaction(async (tx) => {
    const [maker] = await tx.select({ unitSystem: users.unitSystem }).from(users).where(eq(users.id, userId)).for("update");
    if (await membershipForUpdate(tx, userId)) throw conflict(HOUSEHOLD_MESSAGES.alreadyInOne);
    // The household's own account holds what its members share; it never signs in.
    const [account] = await tx
      .insert(users)
      .values({
        email: `household-${randomUUID()}@households.invalid`,
        passwordHash: "!",
        kind: "household",
        unitSystem: maker?.unitSystem ?? null,
      })
      .returning({ id: users.id });
    const [house] = await tx.insert(households).values({ name, scopeUserId: account!.id }).returning({ id: households.id });
    await tx.insert(householdMembers).values({ householdId: house!.id, userId, role: "owner" });
    await moveAllShared(tx, userId, account!.id);
    return house!.id;
  });
  return describe(db, householdId);
}

export async function rename(db: Db, userId: number, name: string): Promise<THousehold> {
  const householdId = await db.transaction(async (tx) => {
    const m = await ownerMembership(tx, userId);
    await tx.update(households).set({ name }).where(eq(households.id, m.householdId));
    return m.householdId;
  });
  return describe(db, householdId);
}

/**
 * Ends a household (ADR 127): its shared kitchen, carts, list and plan become the owner's, every
 * other member keeps a copy of the kitchen, and everyone's recipes stay their own.
 */
export async function remove(db: Db, userId: number): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const m = await ownerMembership(tx, userId);
    await lockHousehold(tx, m.householdId);
    await endHousehold(tx, m.householdId, m.scopeUserId, userId);
  });
  return { message: "Household deleted." };
}

async function endHousehold(tx: Db, householdId: number, scopeUserId: number, ownerId: number) {
  const others = await tx
    .select({ userId: householdMembers.userId })
    .from(householdMembers)
    .where(and(eq(householdMembers.householdId, householdId), sql`${householdMembers.userId} <> ${ownerId}`));
  for (const o of others) await letGo(tx, o.userId, scopeUserId);
  await moveAllShared(tx, scopeUserId, ownerId);
  await tx.delete(households).where(eq(households.id, householdId));
  await tx.delete(users).where(eq(users.id, scopeUserId));
  return [ownerId, ...others.map((o) => o.userId)];
}

export async function createInvite(
  db: Db,
  userId: number,
  input: { expiresInDays: number; maxUses: number | null },
  publicUrl: string | null,
): Promise<TInviteCreated> {
  return db.transaction(async (tx) => {
    const m = await ownerMembership(tx, userId);
    const [open] = await tx
      .select({ n: sql<number>`count(*)` })
      .from(householdInvites)
      .where(
        and(
          eq(householdInvites.householdId, m.householdId),
          isNull(householdInvites.revokedAt),
          gt(householdInvites.expiresAt, sql`now()`),
        ),
      );
    if (Number(open?.n ?? 0) >= INVITE_MAX_OPEN) throw conflict(HOUSEHOLD_MESSAGES.tooManyInvites);
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(Date.now() + input.expiresInDays * DAY_MS);
    const [row] = await tx
      .insert(householdInvites)
      .values({ householdId: m.householdId, tokenHash: hashInviteToken(token), createdBy: userId, expiresAt, maxUses: input.maxUses })
      .returning({ id: householdInvites.id });
    const path = `/join/${token}`;
    return { id: row!.id, token, url: publicUrl ? `${publicUrl}${path}` : path, expires_at: expiresAt.toISOString() };
  });
}

export async function listInvites(db: Db, userId: number): Promise<TInviteList> {
  const scope = await scopeOf(db, userId);
  if (scope.householdId === null) throw notFound(HOUSEHOLD_MESSAGES.notInOne);
  if (scope.role !== "owner") throw new TRPCError({ code: "FORBIDDEN", message: HOUSEHOLD_MESSAGES.ownerOnly });
  const rows = await db
    .select()
    .from(householdInvites)
    .where(eq(householdInvites.householdId, scope.householdId))
    .orderBy(asc(householdInvites.id));
  const now = new Date();
  const invites: TInvite[] = rows
    .filter((r) => inviteState(r, now) === "open")
    .map((r) => ({
      id: r.id,
      expires_at: r.expiresAt.toISOString(),
      max_uses: r.maxUses,
      uses: r.uses,
      created_at: r.createdAt.toISOString(),
    }));
  return { invites };
}

/** Revokes an invite of the caller's household; any other id is 404. */
export async function revokeInvite(db: Db, userId: number, inviteId: number): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const m = await membershipForUpdate(tx, userId);
    if (!m) throw notFound(HOUSEHOLD_MESSAGES.inviteNotFound);
    if (m.role !== "owner") throw new TRPCError({ code: "FORBIDDEN", message: HOUSEHOLD_MESSAGES.ownerOnly });
    const done = await tx
      .update(householdInvites)
      .set({ revokedAt: new Date() })
      .where(and(eq(householdInvites.id, inviteId), eq(householdInvites.householdId, m.householdId), isNull(householdInvites.revokedAt)))
      .returning({ id: householdInvites.id });
    if (done.length === 0) throw notFound(HOUSEHOLD_MESSAGES.inviteNotFound);
  });
  return { message: "Invite revoked." };
}

/** The open invite a token names, locked; anything else (unknown, revoked, expired, used up) is 404. */
async function openInvite(tx: Db, token: string, lock: boolean) {
  const query = tx
    .select()
    .from(householdInvites)
    .where(eq(householdInvites.tokenHash, hashInviteToken(token)));
  const [invite] = lock ? await query.for("update") : await query;
  if (!invite || inviteState(invite, new Date()) !== "open") throw notFound(HOUSEHOLD_MESSAGES.inviteNotFound);
  return invite;
}

export async function preview(db: Db, userId: number, token: string): Promise<TInvitePreview> {
  const invite = await openInvite(db, token, false);
  const [house] = await db
    .select({
      name: households.name,
      members: sql<number>`(select count(*) from household_members m where m.household_id = ${households.id})`,
    })
    .from(households)
    .where(eq(households.id, invite.householdId));
  if (!house) throw notFound(HOUSEHOLD_MESSAGES.inviteNotFound);
  return { household: { name: house.name, members: Number(house.members) }, yours: await broughtIn(db, userId) };
}

export async function join(db: Db, userId: number, token: string, keepRecipesPrivate: boolean): Promise<THousehold> {
  const householdId = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const invite = await openInvite(tx, token, true);
    if (await membershipForUpdate(tx, userId)) throw conflict(HOUSEHOLD_MESSAGES.alreadyInOne);
    const [house] = await tx.select().from(households).where(eq(households.id, invite.householdId)).for("update");
    if (!house) throw notFound(HOUSEHOLD_MESSAGES.inviteNotFound);
    const [count] = await tx
      .select({ n: sql<number>`count(*)` })
      .from(householdMembers)
      .where(eq(householdMembers.householdId, house.id));
    if (Number(count?.n ?? 0) >= HOUSEHOLD_MAX_MEMBERS) throw conflict(HOUSEHOLD_MESSAGES.full);
    await tx
      .update(householdInvites)
      .set({ uses: sql`${householdInvites.uses} + 1` })
      .where(eq(householdInvites.id, invite.id));
    await tx.insert(householdMembers).values({ householdId: house.id, userId, role: "member" });
    if (keepRecipesPrivate) await tx.update(recipes).set({ visibility: "private" }).where(eq(recipes.ownerId, userId));
    await bringIn(tx, userId, house.scopeUserId);
    return house.id;
  });
  return describe(db, householdId);
}

export async function leave(db: Db, userId: number): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const m = await membershipForUpdate(tx, userId);
    if (!m) throw notFound(HOUSEHOLD_MESSAGES.notInOne);
    await lockHousehold(tx, m.householdId);
    const [others] = await tx
      .select({ n: sql<number>`count(*)` })
      .from(householdMembers)
      .where(and(eq(householdMembers.householdId, m.householdId), sql`${householdMembers.userId} <> ${userId}`));
    if (m.role === "owner") {
      // The last one out ends the household and keeps what it shared.
      if (Number(others?.n ?? 0) > 0) throw conflict(HOUSEHOLD_MESSAGES.ownerCannotLeave);
      await endHousehold(tx, m.householdId, m.scopeUserId, userId);
      return;
    }
    await tx.delete(householdMembers).where(eq(householdMembers.userId, userId));
    await letGo(tx, userId, m.scopeUserId);
  });
  return { message: "You left the household." };
}

export async function removeMember(db: Db, userId: number, memberId: number): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const m = await ownerMembership(tx, userId);
    if (memberId === userId) throw new TRPCError({ code: "BAD_REQUEST", message: HOUSEHOLD_MESSAGES.notYourself });
    await lockHousehold(tx, m.householdId);
    const gone = await tx
      .delete(householdMembers)
      .where(and(eq(householdMembers.householdId, m.householdId), eq(householdMembers.userId, memberId)))
      .returning({ userId: householdMembers.userId });
    if (gone.length === 0) throw notFound(HOUSEHOLD_MESSAGES.memberNotFound);
    await letGo(tx, memberId, m.scopeUserId);
  });
  return { message: "Member removed." };
}

export async function transfer(db: Db, userId: number, memberId: number): Promise<THousehold> {
  const householdId = await db.transaction(async (tx) => {
    const m = await ownerMembership(tx, userId);
    if (memberId === userId) throw new TRPCError({ code: "BAD_REQUEST", message: HOUSEHOLD_MESSAGES.notYourself });
    const moved = await tx
      .update(householdMembers)
      .set({ role: "owner" })
      .where(and(eq(householdMembers.householdId, m.householdId), eq(householdMembers.userId, memberId)))
      .returning({ userId: householdMembers.userId });
    if (moved.length === 0) throw notFound(HOUSEHOLD_MESSAGES.memberNotFound);
    await tx.update(householdMembers).set({ role: "member" }).where(eq(householdMembers.userId, userId));
    return m.householdId;
  });
  return describe(db, householdId);
}

/**
 * Before an account goes (ADR 127): an owner with other members must hand the household on or
 * delete it first; an owner alone takes the household with them. A member simply leaves, and the
 * household keeps what they shared.
 */
export async function beforeAccountDeleted(tx: Db, userId: number): Promise<void> {
  const m = await membershipForUpdate(tx, userId);
  if (!m) return;
  await lockHousehold(tx, m.householdId);
  const [others] = await tx
    .select({ n: sql<number>`count(*)` })
    .from(householdMembers)
    .where(and(eq(householdMembers.householdId, m.householdId), sql`${householdMembers.userId} <> ${userId}`));
  const alone = Number(others?.n ?? 0) === 0;
  if (m.role === "owner" && !alone) throw conflict(HOUSEHOLD_MESSAGES.ownerMustTransfer);
  if (alone) {
    await tx.delete(households).where(eq(households.id, m.householdId));
    await tx.delete(users).where(eq(users.id, m.scopeUserId));
  }
}
