import { useCallback, useEffect, useRef, useState } from "react";
import { importCompletedMessage, type TImportDuplicateChoice, type TImportStatus } from "@simmer/contracts";
import type { TImportQuestion } from "./ImportQuestion";
import { notify } from "../ui/notifications";
import { importStatus, serverMessageOf, startImport } from "./api";
import { YOUR_RECIPES } from "./useRecipePages";

export type ImportView =
  | { phase: "idle" }
  | { phase: "starting" }
  /** The same file was imported before, or its recipes are already there: the person chooses (ADR 018, ADR 119). */
  | { phase: "asking"; file: File; question: TImportQuestion }
  | { phase: "running"; status: TImportStatus }
  | { phase: "done"; imported: number | null; skipped: number | null }
  | { phase: "error"; message: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts an import and polls its status every 1200 ms until done or error (docs/product.md#states). */
export function useImportJob(onDone: () => void) {
  const [view, setView] = useState<ImportView>({ phase: "idle" });
  const run = useRef(0);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);
  useEffect(
    () => () => {
      run.current += 1;
    },
    [],
  );

  const start = useCallback(async (file: File, duplicates?: TImportDuplicateChoice) => {
    const mine = ++run.current;
    setView({ phase: "starting" });
    let jobId: string;
    try {
      const started = await startImport(file, duplicates);
      if (mine !== run.current) return;
      if ("alreadyImported" in started) {
        setView({ phase: "asking", file, question: { kind: "same-file", file: started.alreadyImported } });
        return;
      }
      jobId = started.jobId;
    } catch (error) {
      if (mine !== run.current) return;
      // A file refused on arrival (a broken or unsafe export) says why where the progress would show.
      const reason = serverMessageOf(error);
      setView(reason ? { phase: "error", message: reason } : { phase: "idle" });
      notify(`Failed to import: ${reason ?? "the file could not be sent"}`, "error");
      return;
    }
    for (;;) {
      await sleep(YOUR_RECIPES.importPollMs);
      if (mine !== run.current) return;
      try {
        const status = await importStatus(jobId);
        if (mine !== run.current) return;
        if (status.state === "done") {
          setView({ phase: "done", imported: status.imported, skipped: status.skipped });
          onDoneRef.current();
          notify(importCompletedMessage(status.source, status.imported), "success");
          return;
        }
        if (status.state === "error" && status.sameRecipes !== null && !duplicates) {
          setView({ phase: "asking", file, question: { kind: "same-recipes", recipes: status.sameRecipes } });
          return;
        }
        if (status.state === "error") {
          setView({ phase: "error", message: status.error ?? "The import failed." });
          return;
        }
        setView({ phase: "running", status });
      } catch (error) {
        if (mine !== run.current) return;
        setView({ phase: "error", message: serverMessageOf(error) ?? "Could not read the import status." });
        return;
      }
    }
  }, []);

  /** The person's answer to "you already imported this file": go ahead their way, or stop. */
  const answer = useCallback(
    (choice: TImportDuplicateChoice | "cancel") => {
      if (view.phase !== "asking") return;
      if (choice === "cancel") {
        run.current += 1;
        setView({ phase: "idle" });
        return;
      }
      void start(view.file, choice);
    },
    [start, view],
  );

  return { view, start, answer };
}
