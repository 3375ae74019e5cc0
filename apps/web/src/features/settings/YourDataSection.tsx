import { useId, useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { restoredMessage, YOUR_DATA_MESSAGES } from "@simmer/contracts";
import { trpc } from "../../trpc";
import { authHeaders } from "../auth/token";
import { notify } from "../ui/notifications";

async function failureOf(res: Response, fallback: string): Promise<string> {
  try {
    const body = (await res.json()) as { message?: unknown };
    return typeof body.message === "string" ? body.message : fallback;
  } catch {
    return fallback;
  }
}

/** Saves a blob under a name through a temporary link, as the browser's own download would. */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Your data (ADR 074): the whole account as one zip, and a backup restored into an empty account.
 * The server streams the archive; the browser needs the bearer header, so it fetches and saves the
 * answer as a blob rather than following a plain link.
 */
export function YourDataSection() {
  const headingId = useId();
  const fileId = useId();
  const errorId = useId();
  const [downloading, setDownloading] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const restorable = trpc.backup.restorable.useQuery();
  const queryClient = useQueryClient();

  async function download() {
    setError(null);
    setDownloading(true);
    try {
      const res = await fetch("/api/account/backup", { headers: authHeaders() });
      if (!res.ok) throw new Error(await failureOf(res, YOUR_DATA_MESSAGES.downloadFailed));
      const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "simmer-backup.zip";
      saveBlob(await res.blob(), name);
    } catch (err) {
      setError(err instanceof Error && err.message && !/fetch/i.test(err.message) ? err.message : YOUR_DATA_MESSAGES.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }

  async function restore(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!file) {
      setError(YOUR_DATA_MESSAGES.chooseFile);
      return;
    }
    setRestoring(true);
    try {
      const res = await fetch("/api/account/restore", {
        method: "POST",
        headers: { ...authHeaders(), "Content-Type": "application/zip" },
        body: file,
      });
      if (!res.ok) throw new Error(await failureOf(res, YOUR_DATA_MESSAGES.restoreFailed));
      const result = (await res.json()) as { counts: Record<string, number>; warnings: string[] };
      notify([restoredMessage(result.counts), ...result.warnings].join(" "), "success");
      setFile(null);
      await queryClient.invalidateQueries();
    } catch (err) {
      setError(err instanceof Error && err.message && !/fetch/i.test(err.message) ? err.message : YOUR_DATA_MESSAGES.restoreFailed);
    } finally {
      setRestoring(false);
    }
  }

  const empty = restorable.data?.empty ?? false;
  return (
    <section className="card settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Your data</h2>
      <p className="settings-hint">
        One zip file with your recipes and their images, Your Kitchen, carts, grocery list, saved filter rows, metrics and journal. Keep it
        as a backup, or restore it into an empty account here or on another Simmer server.
      </p>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="btn btn-primary" onClick={download} disabled={downloading}>
        {downloading ? "Preparing your download…" : "Download all my data"}
      </button>
      <h3 className="your-data-subheading">Restore from a backup</h3>
      {empty ? (
        <form className="restore-form" onSubmit={restore} noValidate>
          <div className="field">
            <label htmlFor={fileId}>Backup file</label>
            <input
              id={fileId}
              type="file"
              accept=".zip,application/zip"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
          <button type="submit" className="btn" disabled={restoring}>
            {restoring ? "Restoring…" : "Restore from a backup"}
          </button>
        </form>
      ) : (
        <p className="settings-hint">{YOUR_DATA_MESSAGES.notEmptyHint}</p>
      )}
    </section>
  );
}
