import { useId, useRef, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import {
  SETTINGS_MESSAGES,
  TOKEN_DEFAULT_EXPIRY_DAYS,
  TOKEN_NAME_MAX_LENGTH,
  revokeTokenQuestion,
  type TToken,
  type TTokenCreated,
} from "@simmer/contracts";
import { trpc } from "../../trpc";
import { confirmDialog } from "../ui/confirm";
import { notify } from "../ui/notifications";
import { Spinner } from "../ui/Spinner";
import { formatDay, messageOf } from "./format";
import { tokensListQuery } from "./queries";

const EXPIRY_OPTIONS = [
  { value: "30", label: "In 30 days" },
  { value: "90", label: "In 90 days" },
  { value: "365", label: "In 1 year" },
  { value: "never", label: "Never" },
] as const;

/** Access tokens: the list, a form to create one, and the secret shown once. */
export function TokensSection() {
  const headingId = useId();
  const tokens = useQuery(tokensListQuery());
  const [created, setCreated] = useState<TTokenCreated | null>(null);
  return (
    <section className="card settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Access tokens</h2>
      <p className="settings-hint">
        A token lets a script or the command line use your account through the API, sent as <code>Authorization: Bearer &lt;token&gt;</code>
        . Tokens can read and change your recipes and lists, but cannot manage tokens, change your password or delete your account.
        &lsquo;Log out everywhere&rsquo; and a password change do not end them: revoke a token here when you no longer need it.
      </p>
      {created ? <NewSecret created={created} onDone={() => setCreated(null)} /> : <CreateTokenForm onCreated={setCreated} />}
      {tokens.isPending ? (
        <Spinner label="Loading your access tokens" />
      ) : tokens.isError ? (
        <p className="form-error" role="alert">
          {SETTINGS_MESSAGES.tokensLoadFailed}
        </p>
      ) : tokens.data.tokens.length === 0 ? (
        <p className="empty-state">You have no access tokens.</p>
      ) : (
        <TokenTable tokens={tokens.data.tokens} />
      )}
    </section>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (created: TTokenCreated) => void }) {
  const nameId = useId();
  const expiryId = useId();
  const [name, setName] = useState("");
  const [expiry, setExpiry] = useState(String(TOKEN_DEFAULT_EXPIRY_DAYS));
  const [error, setError] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const create = trpc.account.tokens.create.useMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const expiresInDays = expiry === "never" ? null : (Number(expiry) as 30 | 90 | 365);
    try {
      const result = await create.mutateAsync({ name, expiresInDays });
      setName("");
      setExpiry(String(TOKEN_DEFAULT_EXPIRY_DAYS));
      onCreated(result);
      await utils.account.tokens.list.invalidate();
    } catch (err) {
      setError(messageOf(err, SETTINGS_MESSAGES.tokenCreateFailed));
    }
  }

  return (
    <form className="token-form" onSubmit={submit} noValidate>
      <div className="field token-name">
        <label htmlFor={nameId}>Token name</label>
        <input
          id={nameId}
          value={name}
          maxLength={TOKEN_NAME_MAX_LENGTH}
          placeholder="e.g. Laptop backup script"
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${nameId}-error` : undefined}
        />
      </div>
      <div className="field token-expiry">
        <label htmlFor={expiryId}>Expires</label>
        <select id={expiryId} value={expiry} onChange={(event) => setExpiry(event.target.value)}>
          {EXPIRY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary token-create" disabled={create.isPending}>
        {create.isPending ? "Creating…" : "Create token"}
      </button>
      {error && (
        <p id={`${nameId}-error`} className="form-error token-form-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

/** The secret, once: copied from here or never seen again. */
function NewSecret({ created, onDone }: { created: TTokenCreated; onDone: () => void }) {
  const field = useRef<HTMLInputElement>(null);
  const headingId = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.secret);
      notify(SETTINGS_MESSAGES.copied, "success", { scope: "settings.copy" });
    } catch {
      field.current?.select();
      notify(SETTINGS_MESSAGES.copyFailed, "info", { scope: "settings.copy" });
    }
  }
  return (
    <div className="new-secret" role="region" aria-labelledby={headingId}>
      <h3 id={headingId}>Your new token &ldquo;{created.token.name}&rdquo;</h3>
      <p className="new-secret-warning">
        <strong>Copy it now. You won&rsquo;t see it again.</strong> Keep it somewhere safe, like a password manager.
      </p>
      <div className="new-secret-row">
        <input
          ref={field}
          className="new-secret-value"
          readOnly
          value={created.secret}
          aria-label="Token secret"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="btn btn-primary" onClick={copy}>
          Copy
        </button>
      </div>
      <button type="button" className="btn btn-ghost" onClick={onDone}>
        Done
      </button>
    </div>
  );
}

function TokenTable({ tokens }: { tokens: TToken[] }) {
  return (
    <table className="token-table">
      <caption className="visually-hidden">Your access tokens</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Created</th>
          <th scope="col">Last used</th>
          <th scope="col">Expires</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <TokenRow key={token.id} token={token} />
        ))}
      </tbody>
    </table>
  );
}

function TokenRow({ token }: { token: TToken }) {
  const utils = trpc.useUtils();
  const revoke = trpc.account.tokens.revoke.useMutation();
  async function revokeToken() {
    if (!(await confirmDialog(revokeTokenQuestion(token.name), { confirmLabel: "Revoke", destructive: true }))) return;
    try {
      const result = await revoke.mutateAsync({ id: token.id });
      notify(result.message, "success", { scope: "settings.revoke" });
    } catch (err) {
      notify(messageOf(err, SETTINGS_MESSAGES.tokenRevokeFailed), "error", { scope: "settings.revoke" });
    }
    await utils.account.tokens.list.invalidate();
  }
  return (
    <tr>
      <th scope="row" data-label="Name" className="token-name-cell">
        {token.name}
      </th>
      <td data-label="Created">{formatDay(token.createdAt, "")}</td>
      <td data-label="Last used">{formatDay(token.lastUsedAt, "Never")}</td>
      <td data-label="Expires">{formatDay(token.expiresAt, "Never")}</td>
      <td className="token-actions">
        <button
          type="button"
          className="btn btn-ghost btn-danger-text"
          onClick={revokeToken}
          disabled={revoke.isPending}
          aria-label={`Revoke ${token.name}`}
        >
          Revoke
        </button>
      </td>
    </tr>
  );
}
