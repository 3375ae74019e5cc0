import { useId, useState, type FormEvent } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { HOUSEHOLD_MESSAGES, HOUSEHOLD_NAME_MAX_LENGTH, type THousehold } from "@simmer/contracts";
import { trpc } from "../../trpc";
import { meQuery } from "../auth/queries";
import { confirmDialog } from "../ui/confirm";
import { notify } from "../ui/notifications";
import { Spinner } from "../ui/Spinner";
import { messageOf } from "../settings/format";
import { householdQuery, refreshAfterHouseholdChange } from "./queries";
import { HouseholdMembers } from "./HouseholdMembers";
import { InvitePanel } from "./InvitePanel";
import "./household.css";

/** The id Settings → Household is reached by, from the header's indicator. */
export const HOUSEHOLD_SECTION_ID = "household";

/** Settings → Household (ADR 127): make one, or see and run the one the person is in. */
export function HouseholdSection() {
  const headingId = useId();
  const household = useQuery(householdQuery());
  return (
    <section id={HOUSEHOLD_SECTION_ID} className="card settings-section household-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Household</h2>
      {household.isPending ? (
        <Spinner label="Loading your household" />
      ) : household.isError ? (
        <p className="form-error" role="alert">
          Could not load your household. Please reload the page.
        </p>
      ) : household.data.household === null ? (
        <NoHousehold />
      ) : (
        <InHousehold household={household.data.household} />
      )}
    </section>
  );
}

function NoHousehold() {
  return (
    <>
      <p className="settings-hint">
        Share Your Kitchen, carts, the grocery list, shopping mode and the week plan with the people you cook with. Your metrics, journal,
        saved Browse rows and access tokens stay yours, and a recipe you mark private stays yours alone.
      </p>
      <p className="settings-hint">Someone sent you an invite link? Open it to join their household instead.</p>
      <HouseholdNameForm mode="create" />
    </>
  );
}

/** Creating a household (anyone in none) or renaming it (its owner). */
function HouseholdNameForm({ mode, current = "" }: { mode: "create" | "rename"; current?: string }) {
  const nameId = useId();
  const errorId = useId();
  const [name, setName] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const create = trpc.household.create.useMutation();
  const rename = trpc.household.rename.useMutation();
  const pending = create.isPending || rename.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (name.trim() === "") {
      setError(HOUSEHOLD_MESSAGES.nameRequired);
      return;
    }
    try {
      if (mode === "create") {
        const made = await create.mutateAsync({ name });
        queryClient.setQueryData(householdQuery().queryKey, { household: made });
        await refreshAfterHouseholdChange(queryClient);
        notify(`You made ${made.name}. Invite the people you cook with below.`, "success", { scope: "settings.household" });
      } else {
        const renamed = await rename.mutateAsync({ name });
        queryClient.setQueryData(householdQuery().queryKey, { household: renamed });
        setName(renamed.name);
        notify(`Your household is now called ${renamed.name}.`, "success", { scope: "settings.household" });
      }
    } catch (err) {
      setError(
        messageOf(err, mode === "create" ? "Could not make the household. Please try again." : "Could not rename it. Please try again."),
      );
    }
  }

  const unchanged = mode === "rename" && name.trim() === current;
  return (
    <form className="household-name-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={nameId}>Household name</label>
        <input
          id={nameId}
          value={name}
          maxLength={HOUSEHOLD_NAME_MAX_LENGTH}
          placeholder={mode === "create" ? "e.g. The Parkers' kitchen" : undefined}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <button type="submit" className={mode === "create" ? "btn btn-primary" : "btn btn-secondary"} disabled={pending || unchanged}>
        {mode === "create" ? (pending ? "Creating…" : "Create household") : pending ? "Renaming…" : "Rename"}
      </button>
      {error && (
        <p id={errorId} className="form-error household-form-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function InHousehold({ household }: { household: THousehold }) {
  const me = useQuery(meQuery());
  const myId = me.data?.id;
  const isOwner = household.members.some((m) => m.user_id === myId && m.role === "owner");
  const others = household.members.length - 1;
  return (
    <>
      {isOwner ? (
        <HouseholdNameForm key={household.name} mode="rename" current={household.name} />
      ) : (
        <p className="household-name">
          You are a member of <strong>{household.name}</strong>.
        </p>
      )}
      <p className="settings-hint">
        {others === 0
          ? "You are its only member so far."
          : `You share Your Kitchen, carts, the grocery list, shopping mode and the week plan with ${others === 1 ? "1 other person" : `${others} other people`}.`}{" "}
        Recipes are shared unless marked private.
      </p>
      <HouseholdMembers household={household} myId={myId} isOwner={isOwner} />
      {isOwner ? <InvitePanel /> : null}
      <EndMembership household={household} isOwner={isOwner} alone={others === 0} />
    </>
  );
}

/** Leave (a member, or an owner alone) or delete (the owner): both ask first. */
function EndMembership({ household, isOwner, alone }: { household: THousehold; isOwner: boolean; alone: boolean }) {
  const queryClient = useQueryClient();
  const leave = trpc.household.leave.useMutation();
  const remove = trpc.household.remove.useMutation();

  async function leaveHousehold() {
    const question = `Leave ${household.name}? You keep a copy of the kitchen and your recipes; the household keeps its carts, list and plan.`;
    if (!(await confirmDialog(question, { confirmLabel: "Leave household", cancelLabel: "Stay", destructive: true }))) return;
    try {
      const result = await leave.mutateAsync();
      queryClient.setQueryData(householdQuery().queryKey, { household: null });
      await refreshAfterHouseholdChange(queryClient);
      notify(result.message, "success", { scope: "settings.household" });
    } catch (err) {
      notify(messageOf(err, "Could not leave the household. Please try again."), "error", { scope: "settings.household" });
    }
  }

  async function deleteHousehold() {
    const question = `Delete ${household.name}? Its kitchen, carts, list and plan become yours, and every other member keeps a copy of the kitchen. Everyone keeps their recipes.`;
    if (!(await confirmDialog(question, { confirmLabel: "Delete household", cancelLabel: "Keep it", destructive: true }))) return;
    try {
      const result = await remove.mutateAsync();
      queryClient.setQueryData(householdQuery().queryKey, { household: null });
      await refreshAfterHouseholdChange(queryClient);
      notify(result.message, "success", { scope: "settings.household" });
    } catch (err) {
      notify(messageOf(err, "Could not delete the household. Please try again."), "error", { scope: "settings.household" });
    }
  }

  return (
    <div className="household-end">
      {isOwner ? (
        <>
          <p className="settings-hint">
            {alone
              ? "Deleting the household gives its kitchen, carts, list and plan back to you alone."
              : "To leave, make another member the owner first. Or delete the household for everyone."}
          </p>
          <button type="button" className="btn btn-danger" onClick={() => void deleteHousehold()} disabled={remove.isPending}>
            {remove.isPending ? "Deleting…" : "Delete household"}
          </button>
        </>
      ) : (
        <button type="button" className="btn btn-danger" onClick={() => void leaveHousehold()} disabled={leave.isPending}>
          {leave.isPending ? "Leaving…" : "Leave household"}
        </button>
      )}
    </div>
  );
}
