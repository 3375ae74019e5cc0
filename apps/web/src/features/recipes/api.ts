import { TRPCClientError } from "@trpc/client";
import type { TImportAlreadyDone, TImportDuplicateChoice, TImportStatus, TRecipeDetail } from "@simmer/contracts";
import { endSession } from "../auth/session";
import { getToken } from "../auth/token";

/** A failed /api call; message is the server's when it sent one. */
export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly serverMessage: string | null,
    /** The parsed JSON error body, for answers that carry more than a message. */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

export function serverMessageOf(error: unknown): string | null {
  if (error instanceof ApiFailure) return error.serverMessage;
  if (error instanceof TRPCClientError && typeof error.message === "string" && error.message.trim() !== "") {
    return error.message;
  }
  return null;
}

/** Every /api call of the app: sends the token, and a 401 ends the session like any tRPC call's. */
async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const token = getToken();
  const auth: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const response = await fetch(path, { ...init, headers: { ...auth, ...(init.headers ?? {}) } });
  if (!response.ok) {
    if (response.status === 401) endSession({ refused: token });
    const body = (await response.json().catch(() => null)) as { message?: unknown; error?: unknown } | null;
    const message = typeof body?.message === "string" ? body.message : typeof body?.error === "string" ? body.error : null;
    throw new ApiFailure(message ?? `Request failed (${response.status})`, response.status, message, body);
  }
  return response;
}

/** POST /api/recipes/add or PUT /api/recipes/edit/{id} with the multipart recipe form (docs/product.md#api). */
export async function saveRecipe(form: FormData, recipeId: number | null): Promise<TRecipeDetail> {
  const response =
    recipeId === null
      ? await call("/api/recipes/add", { method: "POST", body: form })
      : await call(`/api/recipes/edit/${recipeId}`, { method: "PUT", body: form });
  return (await response.json()) as TRecipeDetail;
}

export async function deleteRecipe(recipeId: number): Promise<void> {
  await call(`/api/recipes/delete/${recipeId}`, { method: "DELETE" });
}

/** Downloads user_recipes_export.xlsx. */
export async function exportRecipes(): Promise<void> {
  const response = await call("/api/recipes/export");
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = "user_recipes_export.xlsx";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Starts an import. When this very file was imported before, the server asks first (409): the
 * answer is then `alreadyImported`, and calling again with `duplicates` goes ahead (ADR 018).
 */
export async function startImport(
  file: File,
  duplicates?: TImportDuplicateChoice,
): Promise<{ jobId: string } | { alreadyImported: TImportAlreadyDone }> {
  const form = new FormData();
  // Before the file: the server reads the fields that precede it.
  if (duplicates) form.append("duplicates", duplicates);
  form.append("file", file);
  try {
    const response = await call("/api/recipes/import/start", { method: "POST", body: form });
    return (await response.json()) as { jobId: string };
  } catch (error) {
    const asked = error instanceof ApiFailure && error.status === 409 ? (error.body as { alreadyImported?: TImportAlreadyDone }) : null;
    if (asked?.alreadyImported) return { alreadyImported: asked.alreadyImported };
    throw error;
  }
}

export async function importStatus(jobId: string): Promise<TImportStatus> {
  const response = await call(`/api/recipes/import/status/${encodeURIComponent(jobId)}`);
  return (await response.json()) as TImportStatus;
}

export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append("image", file);
  const response = await call("/api/upload", { method: "POST", body: form });
  return ((await response.json()) as { url: string }).url;
}
