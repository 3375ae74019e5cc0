import type { TEventTopic, TUser } from "@simmer/contracts";
import type { Db } from "@simmer/db";
import type { NoticeBus } from "./bus";
import { actorOf, audienceChannel, personalChannel, scopeOf, type Scope } from "./audience";
import { effectOf } from "./topics";

/** What announcing needs of a request's context. */
export interface AnnounceContext {
  db: Db;
  events?: NoticeBus;
  user: TUser;
}

/** Sends a change notice of `topic`, made by `user`, to everyone who shares their data now. */
export async function publishChange(
  ctx: { db: Db; events?: NoticeBus },
  user: TUser,
  topic: TEventTopic,
  also: Scope[] = [],
): Promise<void> {
  if (!ctx.events) return;
  const now = await scopeOf(ctx.db, user.id);
  const channels = new Set([now, ...also].map(audienceChannel));
  const notice = { topic, by: actorOf(user), at: new Date().toISOString() };
  await Promise.all([...channels].map((channel) => ctx.events?.publish(channel, { type: "change", notice })));
}

/**
 * Called before a mutation runs (ADR 139); its `after` runs once it succeeded and sends the router's
 * topic to the audience, or a check to the person's own streams. A household write is announced to
 * the audience before it as well (the household a person left hears of it). Sending never fails
 * the call: a notice that cannot go out leaves the other screens to their own refetching.
 */
export async function beforeMutation(ctx: AnnounceContext, path: string): Promise<{ after: () => void } | null> {
  const effect = effectOf(path);
  const events = ctx.events;
  if (!effect || !events) return null;
  if (effect.kind === "check") {
    return { after: () => void events.publish(personalChannel(ctx.user.id), { type: "check" }).catch(() => undefined) };
  }
  const before = effect.topic === "household" ? [await scopeOf(ctx.db, ctx.user.id)] : [];
  return { after: () => void publishChange(ctx, ctx.user, effect.topic, before).catch(() => undefined) };
}
