import { useCallback, useEffect, useRef, useState } from "react";
import { RECIPE_MESSAGES, type TImportStatus } from "@simmer/contracts";
import { notify } from "../ui/notifications";
import { importStatus, serverMessageOf, startImport } from "./api";
import { YOUR_RECIPES } from "./useRecipePages";

export type ImportView =
  | { phase: "idle" }
  | { phase: "starting" }
  | { phase: "running"; status: TImportStatus }
  | { phase: "done"; imported: number | null }
  | { phase: "error"; message: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts an import and polls its status every 1200 ms until done or error (spec §4). */
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

  const start = useCallback(async (file: File) => {
    const mine = ++run.current;
    setView({ phase: "starting" });
    let jobId: string;
    try {
      jobId = await startImport(file);
    } catch (error) {
      if (mine !== run.current) return;
      setView({ phase: "idle" });
      notify(`Failed to import Excel: ${serverMessageOf(error) ?? "the file could not be sent"}`, "error");
      return;
    }
    for (;;) {
      await sleep(YOUR_RECIPES.importPollMs);
      if (mine !== run.current) return;
      try {
        const status = await importStatus(jobId);
        if (mine !== run.current) return;
        if (status.state === "done") {
          setView({ phase: "done", imported: status.imported });
          onDoneRef.current();
          notify(RECIPE_MESSAGES.importCompleted, "success");
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

  return { view, start };
}
