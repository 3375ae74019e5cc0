import { useId, useState, type FormEvent } from "react";
import { PASSWORD_MIN_LENGTH } from "@simmer/domain";
import { SETTINGS_MESSAGES } from "@simmer/contracts";
import { trpc } from "../../trpc";
import { notify } from "../ui/notifications";
import { messageOf } from "./format";
import { PasswordField } from "./PasswordField";

/** Change password: current and new (typed twice); other browsers are signed out, this one stays. */
export function PasswordSection() {
  const headingId = useId();
  const errorId = useId();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [repeat, setRepeat] = useState("");
  const [error, setError] = useState<string | null>(null);
  const change = trpc.account.changePassword.useMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (next !== repeat) return setError(SETTINGS_MESSAGES.newPasswordsDiffer);
    try {
      const result = await change.mutateAsync({ currentPassword: current, newPassword: next });
      setCurrent("");
      setNext("");
      setRepeat("");
      notify(result.message, "success", { scope: "settings.password" });
    } catch (err) {
      setError(messageOf(err, SETTINGS_MESSAGES.passwordChangeFailed));
    }
  }

  const described = error ? errorId : undefined;
  return (
    <section className="card settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Password</h2>
      <p className="settings-hint">
        Changing your password signs you out on your other devices and browsers; you stay signed in here. Access tokens keep working.
      </p>
      <form className="password-form" onSubmit={submit} noValidate>
        <PasswordField label="Current password" autoComplete="current-password" value={current} onChange={setCurrent} errorId={described} />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          value={next}
          onChange={setNext}
          errorId={described}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <PasswordField label="Repeat new password" autoComplete="new-password" value={repeat} onChange={setRepeat} errorId={described} />
        {error && (
          <p id={errorId} className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          {change.isPending ? "Changing…" : "Change password"}
        </button>
      </form>
    </section>
  );
}
