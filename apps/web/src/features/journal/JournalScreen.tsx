import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { getToken } from "../auth/token";
import { journalListQuery } from "./queries";
import { notify } from "../ui/notifications";
import { Spinner } from "../ui/Spinner";
import { NewEntryForm, useEntryDraft } from "./NewEntryForm";
import { PreviousEntries } from "./PreviousEntries";
import { TemplateSearch } from "./TemplateSearch";
import { WaterQuickLog } from "./WaterQuickLog";
import "./journal.css";
import { JOURNAL_MESSAGES } from "@simmer/contracts";

export function JournalScreen() {
  const signedIn = Boolean(getToken());
  const list = useQuery({ ...journalListQuery(), enabled: signedIn });
  const entry = useEntryDraft();

  useEffect(() => {
    if (list.error) notify(JOURNAL_MESSAGES.fetchFailed, "error");
  }, [list.error]);

  if (!signedIn) {
    return (
      <section className="page">
        <h1>Food Logging Journal</h1>
        <p className="card empty-state">{JOURNAL_MESSAGES.loggedOut}</p>
      </section>
    );
  }

  return (
    <section className="page journal-page">
      <h1>Food Logging Journal</h1>
      <div className="journal-top">
        <div className="journal-side">
          <TemplateSearch onPick={entry.pick} />
          <WaterQuickLog />
        </div>
        <NewEntryForm {...entry} />
      </div>
      {list.isPending ? <Spinner label="Loading entries" /> : <PreviousEntries entries={list.data?.entries ?? []} />}
    </section>
  );
}
