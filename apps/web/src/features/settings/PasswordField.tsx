import { useId } from "react";

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: "current-password" | "new-password";
  /** The id of the form's error, when one is shown, so a screen reader reads it with the field. */
  errorId?: string | undefined;
  /** A rule shown under the field and read with it. */
  hint?: string;
}

/** One labelled password input of the Settings forms. */
export function PasswordField({ label, value, onChange, autoComplete, errorId, hint }: PasswordFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, errorId ?? null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy}
      />
      {hint && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
    </div>
  );
}
