import type { TRPCLink } from "@trpc/client";
import type { AnyRouter } from "@trpc/server";
import { observable } from "@trpc/server/observable";

/** Set by early-data.ts (the same name; early-answers.test.ts holds them together). */
const EARLY_ANSWERS_GLOBAL = "__simmerEarlyAnswers";

type EarlyAnswer = { data: unknown } | undefined;
type EarlyAnswers = { at: number; answers: Record<string, Promise<EarlyAnswer> | undefined> };

/**
 * The loaders of the first screen ask within moments of the page loading; an answer left over
 * after this long belongs to no one (a session may have ended since) and is dropped.
 */
export const EARLY_ANSWER_TTL_MS = 15_000;

const keyOf = (path: string, input: unknown) => `${path} ${input === undefined ? "" : JSON.stringify(input)}`;

/** The answer early-data.ts fetched for this call, if any; each is used once. */
export function takeEarlyAnswer(
  path: string,
  input: unknown,
  scope: Record<string, unknown> = globalThis,
  now = performance.now(),
): Promise<EarlyAnswer> | undefined {
  const early = scope[EARLY_ANSWERS_GLOBAL] as EarlyAnswers | undefined;
  if (!early) return undefined;
  if (now - early.at > EARLY_ANSWER_TTL_MS) {
    delete scope[EARLY_ANSWERS_GLOBAL];
    return undefined;
  }
  const key = keyOf(path, input);
  const answer = early.answers[key];
  delete early.answers[key];
  return answer;
}

/**
 * A query the page asked for before the app had loaded (early-data.ts, ADR 130) is answered from
 * that request until the app first writes; anything else, or an early call that did not come back
 * clean, goes on to the server as usual.
 */
export function earlyAnswersLink<TRouter extends AnyRouter>(scope: Record<string, unknown> = globalThis): TRPCLink<TRouter> {
  return () =>
    ({ op, next }) => {
      // A write makes every answer fetched before it stale: none is used after one.
      if (op.type !== "query") delete scope[EARLY_ANSWERS_GLOBAL];
      const early = op.type === "query" ? takeEarlyAnswer(op.path, op.input, scope) : undefined;
      if (!early) return next(op);
      return observable((observer) => {
        let ended = false;
        let forwarded: { unsubscribe: () => void } | null = null;
        void early.then((answer) => {
          if (ended) return;
          if (answer) {
            observer.next({ result: { type: "data", data: answer.data as never } });
            observer.complete();
          } else {
            forwarded = next(op).subscribe(observer);
          }
        });
        return () => {
          ended = true;
          forwarded?.unsubscribe();
        };
      });
    };
}
