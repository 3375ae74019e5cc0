import type { QueryClient } from "@tanstack/react-query";
import { createTRPCQueryUtils, createTRPCReact, httpBatchLink } from "@trpc/react-query";
import { TRPCClientError, httpLink, splitLink, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import type { AppRouter } from "@simmer/api";
import { TRPC_BATCH } from "@simmer/contracts/transport";
import { authHeaders, getToken } from "./features/auth/token";
import { endSession } from "./features/auth/session";
import { earlyAnswersLink } from "./early-answers";
import { firstRenderScope } from "./first-render/scope";
import { AppQueryClient } from "./query-client";

export const trpc = createTRPCReact<AppRouter>();

/** Every procedure's 401 ends the session here, so no screen has to tell a refused token apart. */
const endSessionOnUnauthorized: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) => {
      const sent = getToken();
      return next(op).subscribe({
        next: (value) => observer.next(value),
        error: (error) => {
          if (error.data?.httpStatus === 401) endSession({ refused: sent });
          observer.error(error);
        },
        complete: () => observer.complete(),
      });
    });

/**
 * The server's first render of a screen (ADR 146) runs the screen's queries in its own process, as
 * the request's person, through the scope entry-server.tsx keeps per request. It only reads.
 */
const firstRenderLink: TRPCLink<AppRouter> =
  () =>
  ({ op }) =>
    observable((observer) => {
      const scope = firstRenderScope();
      if (!scope || op.type !== "query") {
        observer.error(TRPCClientError.from(new Error("Only a signed-in screen's queries run in its first render.")));
        return;
      }
      void scope.call(op.path, op.input).then((answer) => {
        if (answer.ok) {
          observer.next({ result: { type: "data", data: answer.data as never } });
          observer.complete();
        } else {
          observer.error(
            TRPCClientError.from({
              error: { message: answer.message, code: -32600, data: { code: answer.code, httpStatus: answer.httpStatus, path: op.path } },
            }),
          );
        }
      });
    });

function createTrpcClient() {
  if (import.meta.env.SSR) return trpc.createClient({ links: [firstRenderLink] });
  return trpc.createClient({
    links: [
      // The first screen's data may already be on its way, asked for by the page (ADR 130).
      earlyAnswersLink<AppRouter>(),
      endSessionOnUnauthorized,
      splitLink({
        // A page's source sent for import may be megabytes: the server takes a body that large only
        // for this one call made on its own, never inside a batch (ADR 065).
        condition: (op) => op.path === "recipes.importUrl",
        true: httpLink({ url: "/trpc", headers: authHeaders }),
        // Batches are split to fit what the server accepts, so a busy screen never sends one it refuses.
        false: httpBatchLink({ url: "/trpc", headers: authHeaders, maxURLLength: TRPC_BATCH.maxUrlLength, maxItems: TRPC_BATCH.maxItems }),
      }),
    ],
  });
}

/** The app's query cache; the server's first render makes one per request with the same rules. */
export function createQueryClient(): QueryClient {
  return new AppQueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: import.meta.env.SSR
          ? false
          : (count, error) => !(error instanceof TRPCClientError && (error.data?.httpStatus ?? 500) < 500) && count < 2,
      },
    },
  });
}

export const queryClient = createQueryClient();
export const trpcClient = createTrpcClient();

/**
 * The query options of every procedure, usable outside components: route loaders and the
 * components they feed build theirs from the same factories (features/<domain>/queries.ts).
 */
export const trpcQueries = createTRPCQueryUtils({ queryClient, client: trpcClient });
