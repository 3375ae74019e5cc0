import { useId, useRef, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { HOUSEHOLD_MESSAGES, INVITE_DEFAULT_DAYS, INVITE_MAX_USES, type TInvite, type TInviteCreated } from "@simmer/contracts";
import { trpc } from "../../trpc";
import { confirmDialog } from "../ui/confirm";
import { notify } from "../ui/notifications";
import { Spinner } from "../ui/Spinner";
import { formatDay, messageOf } from "../settings/format";
import { InviteQr } from "./InviteQr";
import { invitesQuery } from "./queries";

const EXPIRY_DAYS = [1, 3, 7, 14, 30] as const;

/** The owner's invites: make a link (shown once, with Copy and a QR code) and revoke open ones. */
export function InvitePanel() {
  const [created, setCreated] = useState<TInviteCreated | null>(null);
  const invites = useQuery(invitesQuery());
  return (
    <div className="household-invites">
      <h3 className="household-subheading">Invite someone</h3>
      <p className="settings-hint">
        Anyone with the link who signs in can join, until it expires, is used up or you revoke it. The link is shown only now: copy it or
        let them scan the code.
      </p>
      <InviteForm onCreated={setCreated} />
      {created ? <NewInvite created={created} onDone={() => setCreated(null)} /> : null}
      <h4 className="household-minor-heading">Open invites</h4>
      {invites.isPending ? (
        <Spinner label="Loading your invites" />
      ) : invites.isError ? (
        <p className="form-error" role="alert">
          Could not load your invites. Please reload the page.
        </p>
      ) : invites.data.invites.length === 0 ? (
        <p className="empty-state">No open invites.</p>
      ) : (
        <ul className="household-invite-list" aria-label="Open invites">
          {invites.data.invites.map((invite) => (
            <InviteRow key={invite.id} invite={invite} />
          ))}
        </ul>
      )}
    </div>
  );
}

function InviteForm({ onCreated }: { onCreated: (created: TInviteCreated) => void }) {
  const expiryId = useId();
  const usesId = useId();
  const errorId = useId();
  const [days, setDays] = useState(String(INVITE_DEFAULT_DAYS));
  const [uses, setUses] = useState("");
  const [error, setError] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const create = trpc.household.invites.create.useMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const maxUses = uses.trim() === "" ? null : Number(uses);
    if (maxUses !== null && !(Number.isInteger(maxUses) && maxUses >= 1 && maxUses <= INVITE_MAX_USES)) {
      setError(`Uses must be a whole number from 1 to ${INVITE_MAX_USES}, or left empty for any number.`);
      return;
    }
    try {
      onCreated(await create.mutateAsync({ expiresInDays: Number(days), maxUses }));
      setUses("");
      await utils.household.invites.list.invalidate();
    } catch (err) {
      setError(messageOf(err, "Could not make an invite. Please try again."));
    }
  }

  return (
    <form className="invite-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={expiryId}>Expires in</label>
        <select id={expiryId} value={days} onChange={(event) => setDays(event.target.value)}>
          {EXPIRY_DAYS.map((d) => (
            <option key={d} value={d}>
              {d === 1 ? "1 day" : `${d} days`}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={usesId}>Uses (optional)</label>
        <input
          id={usesId}
          type="number"
          inputMode="numeric"
          min={1}
          max={INVITE_MAX_USES}
          step={1}
          placeholder="Any number"
          value={uses}
          onChange={(event) => setUses(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={create.isPending}>
        {create.isPending ? "Making…" : "Make invite link"}
      </button>
      {error && (
        <p id={errorId} className="form-error invite-form-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

/** The link of a new invite, once: copied, or scanned from the QR code. */
function NewInvite({ created, onDone }: { created: TInviteCreated; onDone: () => void }) {
  const field = useRef<HTMLInputElement>(null);
  const headingId = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.url);
      notify("Invite link copied.", "success", { scope: "settings.copy" });
    } catch {
      field.current?.select();
      notify("Could not copy: the link is selected, copy it yourself.", "info", { scope: "settings.copy" });
    }
  }
  return (
    <div className="new-invite" role="region" aria-labelledby={headingId}>
      <div className="new-invite-text">
        <h4 id={headingId}>Your invite link</h4>
        <p className="settings-hint">
          Expires {formatDay(created.expires_at, "")}. Send it to the person you cook with, or let them scan the code with their phone.
        </p>
        <div className="new-secret-row">
          <input
            ref={field}
            className="new-secret-value"
            readOnly
            value={created.url}
            aria-label="Invite link"
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="btn btn-primary" onClick={() => void copy()}>
            Copy
          </button>
        </div>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          Done
        </button>
      </div>
      <InviteQr link={created.url} />
    </div>
  );
}

function usesText(invite: TInvite): string {
  if (invite.max_uses === null) return invite.uses === 1 ? "used once" : `used ${invite.uses} times`;
  return `used ${invite.uses} of ${invite.max_uses}`;
}

function InviteRow({ invite }: { invite: TInvite }) {
  const utils = trpc.useUtils();
  const revoke = trpc.household.invites.revoke.useMutation();
  const expires = formatDay(invite.expires_at, "");
  async function revokeInvite() {
    const question = `Revoke the invite that expires ${expires}? Its link stops working at once.`;
    if (!(await confirmDialog(question, { confirmLabel: "Revoke", destructive: true }))) return;
    try {
      const result = await revoke.mutateAsync({ id: invite.id });
      notify(result.message, "success", { scope: "settings.household" });
    } catch (err) {
      notify(messageOf(err, HOUSEHOLD_MESSAGES.inviteNotFound), "error", { scope: "settings.household" });
    }
    await utils.household.invites.list.invalidate();
  }
  return (
    <li className="household-invite">
      <span>
        Made {formatDay(invite.created_at, "")}, expires {expires}, {usesText(invite)}
      </span>
      <button
        type="button"
        className="btn btn-ghost btn-danger-text"
        onClick={() => void revokeInvite()}
        disabled={revoke.isPending}
        aria-label={`Revoke the invite that expires ${expires}`}
      >
        Revoke
      </button>
    </li>
  );
}
