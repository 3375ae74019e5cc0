import { useQueryClient } from "@tanstack/react-query";
import type { THousehold, THouseholdMember } from "@simmer/contracts";
import { trpc } from "../../trpc";
import { confirmDialog } from "../ui/confirm";
import { notify } from "../ui/notifications";
import { messageOf } from "../settings/format";
import { householdQuery, refreshAfterHouseholdChange } from "./queries";

const ROLE_LABELS = { owner: "Owner", member: "Member" } as const;

/** The members and their roles; the owner may hand the household on or remove someone. */
export function HouseholdMembers({ household, myId, isOwner }: { household: THousehold; myId: number | undefined; isOwner: boolean }) {
  return (
    <div className="household-members">
      <h3 className="household-subheading">Members</h3>
      <ul className="household-member-list">
        {household.members.map((member) => (
          <MemberRow
            key={member.user_id}
            household={household}
            member={member}
            isMe={member.user_id === myId}
            canManage={isOwner && member.user_id !== myId}
          />
        ))}
      </ul>
    </div>
  );
}

function MemberRow({
  household,
  member,
  isMe,
  canManage,
}: {
  household: THousehold;
  member: THouseholdMember;
  isMe: boolean;
  canManage: boolean;
}) {
  const queryClient = useQueryClient();
  const transfer = trpc.household.transfer.useMutation();
  const removeMember = trpc.household.removeMember.useMutation();
  const busy = transfer.isPending || removeMember.isPending;

  async function makeOwner() {
    const question = `Make ${member.email} the owner of ${household.name}? You become a member, and only they can invite, remove or delete.`;
    if (!(await confirmDialog(question, { confirmLabel: "Make owner", cancelLabel: "Cancel" }))) return;
    try {
      const updated = await transfer.mutateAsync({ userId: member.user_id });
      queryClient.setQueryData(householdQuery().queryKey, { household: updated });
      notify(`${member.email} now owns ${updated.name}.`, "success", { scope: "settings.household" });
    } catch (err) {
      notify(messageOf(err, "Could not hand the household on. Please try again."), "error", { scope: "settings.household" });
      await queryClient.invalidateQueries({ queryKey: householdQuery().queryKey });
    }
  }

  async function remove() {
    const question = `Remove ${member.email} from ${household.name}? They lose access at once and keep a copy of the kitchen and their recipes.`;
    if (!(await confirmDialog(question, { confirmLabel: "Remove", cancelLabel: "Keep them", destructive: true }))) return;
    try {
      const result = await removeMember.mutateAsync({ userId: member.user_id });
      await refreshAfterHouseholdChange(queryClient);
      notify(result.message, "success", { scope: "settings.household" });
    } catch (err) {
      notify(messageOf(err, "Could not remove them. Please try again."), "error", { scope: "settings.household" });
      await queryClient.invalidateQueries({ queryKey: householdQuery().queryKey });
    }
  }

  return (
    <li className="household-member">
      <span className="household-member-name">
        {member.email}
        {isMe ? <span className="household-you"> (you)</span> : null}
      </span>
      <span className={`household-role household-role-${member.role}`}>{ROLE_LABELS[member.role]}</span>
      {canManage ? (
        <span className="household-member-actions">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => void makeOwner()}
            disabled={busy}
            aria-label={`Make ${member.email} the owner`}
          >
            Make owner
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-danger-text"
            onClick={() => void remove()}
            disabled={busy}
            aria-label={`Remove ${member.email}`}
          >
            Remove
          </button>
        </span>
      ) : null}
    </li>
  );
}
