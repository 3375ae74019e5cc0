import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "@tanstack/react-router";
import { useQueryClient } from "@tanstack/react-query";
import { DELETE_ACCOUNT_QUESTION, SETTINGS_MESSAGES } from "@simmer/contracts";
import { trpc } from "../../trpc";
import { clearToken } from "../auth/token";
import { confirmDialog } from "../ui/confirm";
import { notify } from "../ui/notifications";
import { messageOf } from "./format";
import { PasswordField } from "./PasswordField";

/** The danger zone: deleting the account, after the password and one last question. */
export function DeleteAccountSection() {
  const headingId = useId();
  const errorId = useId();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const remove = trpc.account.remove.useMutation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (
      !(await confirmDialog(DELETE_ACCOUNT_QUESTION, {
        confirmLabel: "Delete my account",
        cancelLabel: "Keep my account",
        destructive: true,
      }))
    ) {
      return;
    }
    try {
      const result = await remove.mutateAsync({ password });
      // The session ended with the account: leave before the cache empties, so nothing refetches.
      clearToken();
      await navigate({ to: "/login" });
      queryClient.clear();
      notify(result.message, "success");
    } catch (err) {
      setError(messageOf(err, SETTINGS_MESSAGES.deleteFailed));
    }
  }

  return (
    <section className="card settings-section danger-zone" aria-labelledby={headingId}>
      <h2 id={headingId}>Delete account</h2>
      <p>This removes, at once and for good:</p>
      <ul className="danger-list">
        <li>your recipes, with their ingredients, steps and images;</li>
        <li>Your Kitchen, your saved filter rows, carts, grocery list, shopping trips and shared shopping-list links;</li>
        <li>your week plans, planner rules and templates;</li>
        <li>your metrics and journal;</li>
        <li>your sign-ins on every device, and every access token.</li>
      </ul>
      <p className="settings-hint">The starter recipes stay. Nothing can be recovered afterwards.</p>
      <form className="delete-form" onSubmit={submit} noValidate>
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          errorId={error ? errorId : undefined}
        />
        {error && (
          <p id={errorId} className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-danger" disabled={remove.isPending}>
          {remove.isPending ? "Deleting…" : "Delete my account"}
        </button>
      </form>
    </section>
  );
}
