import { Link, createFileRoute, useNavigate } from "@tanstack/react-router";
import { AuthForm } from "../features/auth/AuthForm";
import { APP_HOME, redirectSignedIn } from "../features/auth/guards";
import { UNEXPECTED_ERROR, postCredentials, text } from "../features/auth/api";
import { setToken } from "../features/auth/token";
import { notify } from "../features/ui/notifications";
import { pendingWebImport, WEB_IMPORT_SCREEN } from "../features/recipes/web-handoff";

export const Route = createFileRoute("/login")({
  beforeLoad: redirectSignedIn,
  component: Login,
});

/** One login attempt's message replaces the last one's; a login that works leaves the screen. */
const LOGIN_SCOPE = "auth.login";

function Login() {
  const navigate = useNavigate();

  async function logIn(email: string, password: string) {
    let result;
    try {
      result = await postCredentials("login", email, password);
    } catch {
      notify(UNEXPECTED_ERROR, "error", { scope: LOGIN_SCOPE });
      return;
    }
    const { ok, body } = result;
    if (!ok) {
      notify(text(body.message) ?? text(body.error) ?? "Login failed.", "error", { scope: LOGIN_SCOPE });
      return;
    }
    const token = text(body.token);
    if (!token) {
      notify("Login successful but no token received.", "error", { scope: LOGIN_SCOPE });
      return;
    }
    setToken(token);
    // A page sent by the bookmarklet before signing in is imported now, on Your Recipes.
    await navigate({ to: pendingWebImport() ? WEB_IMPORT_SCREEN : APP_HOME });
  }

  return (
    <AuthForm
      title="Welcome Back!"
      submitLabel="Log In"
      busyLabel="Logging in…"
      autoCompletePassword="current-password"
      onSubmit={logIn}
      footer={
        <>
          Don&apos;t have an account? <Link to="/signup">Sign up</Link>
        </>
      }
    />
  );
}
