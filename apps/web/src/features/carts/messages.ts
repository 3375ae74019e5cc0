import { TRPCClientError } from "@trpc/client";

/** The server's own message when it sent one, otherwise the spec's fallback text. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError && error.data && typeof error.message === "string" && error.message.trim()) {
    return error.message;
  }
  return fallback;
}

export function httpStatus(error: unknown): number | null {
  return error instanceof TRPCClientError ? ((error.data as { httpStatus?: number } | undefined)?.httpStatus ?? null) : null;
}

/** The name of the grocery-delivery service shown on buttons and in messages. */
export const DELIVERY_SERVICE = "Instacart";
