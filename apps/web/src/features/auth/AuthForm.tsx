import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "@tanstack/react-router";

/** What went wrong, said next to the field it is about (ADR 119). */
export interface AuthFieldErrors {
  email?: string | undefined;
  password?: string | undefined;
}

interface AuthFormProps {
  title: string;
  submitLabel: string;
  busyLabel: string;
  autoCompletePassword: "current-password" | "new-password";
  /** The password rule, shown under the field before anything is typed. */
  passwordHint?: string;
  /** Checks the fields before sending; a message per field, or nothing to send. */
  check?: (email: string, password: string) => AuthFieldErrors;
  /** Sends the form; field errors it returns are shown beside their fields. */
  onSubmit: (email: string, password: string) => Promise<AuthFieldErrors | void>;
  footer: ReactNode;
}

const hasErrors = (errors: AuthFieldErrors) => Boolean(errors.email ?? errors.password);

/** The shared email + password card of the login and signup screens. */
export function AuthForm({ title, submitLabel, busyLabel, autoCompletePassword, passwordHint, check, onSubmit, footer }: AuthFormProps) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<AuthFieldErrors>({});
  const emailId = useId();
  const passwordId = useId();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = check?.(email, password) ?? {};
    setErrors(found);
    if (hasErrors(found)) {
      document.getElementById(found.email ? emailId : passwordId)?.focus();
      return;
    }
    setBusy(true);
    try {
      const refused = (await onSubmit(email, password)) ?? {};
      setErrors(refused);
      if (hasErrors(refused)) document.getElementById(refused.email ? emailId : passwordId)?.focus();
    } finally {
      setBusy(false);
    }
  }

  const passwordDescribedBy = [passwordHint ? `${passwordId}-hint` : null, errors.password ? `${passwordId}-error` : null]
    .filter(Boolean)
    .join(" ");

  return (
    <main id="content" className="auth-page">
      <Link to="/" className="brand auth-brand">
        Simmer
      </Link>
      <form className="card auth-card" onSubmit={handleSubmit} aria-labelledby={`${emailId}-title`} noValidate={Boolean(check)}>
        <h1 id={`${emailId}-title`}>{title}</h1>
        <div className="field">
          <label htmlFor={emailId}>Email</label>
          <input
            id={emailId}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${emailId}-error` : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          {errors.email ? (
            <p id={`${emailId}-error`} className="field-error" role="alert">
              {errors.email}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={passwordId}>Password</label>
          <input
            id={passwordId}
            type="password"
            name="password"
            autoComplete={autoCompletePassword}
            required
            value={password}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={passwordDescribedBy || undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
          {passwordHint ? (
            <p id={`${passwordId}-hint`} className="field-hint">
              {passwordHint}
            </p>
          ) : null}
          {errors.password ? (
            <p id={`${passwordId}-error`} className="field-error" role="alert">
              {errors.password}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        <p className="auth-footer">{footer}</p>
      </form>
    </main>
  );
}
