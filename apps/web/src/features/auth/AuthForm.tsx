import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "@tanstack/react-router";

interface AuthFormProps {
  title: string;
  submitLabel: string;
  busyLabel: string;
  autoCompletePassword: "current-password" | "new-password";
  onSubmit: (email: string, password: string) => Promise<void>;
  footer: ReactNode;
}

/** The shared email + password card of the login and signup screens. */
export function AuthForm({ title, submitLabel, busyLabel, autoCompletePassword, onSubmit, footer }: AuthFormProps) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const emailId = useId();
  const passwordId = useId();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await onSubmit(email, password);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="content" className="auth-page">
      <Link to="/" className="brand auth-brand">
        Simmer
      </Link>
      <form className="card auth-card" onSubmit={handleSubmit} aria-labelledby={`${emailId}-title`}>
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
            onChange={(event) => setEmail(event.target.value)}
          />
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
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        <p className="auth-footer">{footer}</p>
      </form>
    </main>
  );
}
