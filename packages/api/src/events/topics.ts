import type { TEventTopic } from "@simmer/contracts";

/** The router whose successful writes each topic announces (ADR 139). */
const TOPIC_OF_ROUTER: Readonly<Record<string, TEventTopic>> = {
  shopping: "shopping",
  carts: "carts",
  kitchen: "kitchen",
  plans: "plan",
  recipes: "recipes",
  household: "household",
};

/** Writes that only sign in or out, or change a person's credentials: their streams check them again. */
const CHECK_ROUTERS: ReadonlySet<string> = new Set(["auth", "account"]);

export type ProcedureEffect = { kind: "change"; topic: TEventTopic } | { kind: "check" } | null;

/**
 * What a successful mutation at `path` ("carts.addRecipe") announces: a change notice of its
 * router's topic to the person's audience, a check to their own streams, or nothing.
 */
export function effectOf(path: string): ProcedureEffect {
  const router = path.split(".", 1)[0] ?? "";
  const topic = TOPIC_OF_ROUTER[router];
  if (topic) return { kind: "change", topic };
  if (CHECK_ROUTERS.has(router)) return { kind: "check" };
  return null;
}
