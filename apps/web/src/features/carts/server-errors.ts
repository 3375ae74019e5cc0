import { TRPCClientError } from "@trpc/client";
import { CART_MESSAGES, type TDeliveryService } from "@simmer/contracts";

/** The server's own message when it sent one, otherwise the documented fallback text. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError && error.data && typeof error.message === "string" && error.message.trim()) {
    return error.message;
  }
  return fallback;
}

export function httpStatus(error: unknown): number | null {
  return error instanceof TRPCClientError ? ((error.data as { httpStatus?: number } | undefined)?.httpStatus ?? null) : null;
}

/**
 * The Send, Open and Resend labels name the service that really holds the list (docs/product.md#carts): Instacart
 * with a key, otherwise Simmer's own shared page.
 */
export function deliveryLabels(service: TDeliveryService | undefined) {
  if (service === "Simmer") {
    return {
      send: "Create shareable link",
      open: "Open shared list",
      resend: "Create a new shareable link",
      failed: "Failed to create a shareable link",
    };
  }
  if (service === "Instacart") {
    return { send: "Send to Instacart", open: "Open in Instacart", resend: "Resend to Instacart", failed: CART_MESSAGES.sendFailed };
  }
  return { send: "Send", open: "Open", resend: "Resend", failed: "Failed to send grocery list" };
}
