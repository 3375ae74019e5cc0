import { Link, createFileRoute, useNavigate } from "@tanstack/react-router";
import { AuthForm } from "../features/auth/AuthForm";
import { redirectSignedIn } from "../features/auth/guards";
import { UNEXPECTED_ERROR, postCredentials, text } from "../features/auth/api";
import { notify } from "../features/ui/notifications";

export const Route = createFileRoute("/signup")({
  beforeLoad: redirectSignedIn,
  component: Signup,
});

const SIGNUP_SCOPE = "auth.signup";

function Signup() {
  const navigate = useNavigate();

  async function signUp(email: string, password: string) {
    let result;
    try {
      result = await postCredentials("signup", email, password);
    } catch {
      notify(UNEXPECTED_ERROR, "error", { scope: SIGNUP_SCOPE });
      return;
    }
    const { ok, body } = result;
    if (!ok) {
      notify(text(body.error) ?? text(body.message) ?? "Signup failed.", "error", { scope: SIGNUP_SCOPE });
      return;
    }
    // Said on /login, the screen it is about: a change of screen clears the alerts raised before it.
    await navigate({ to: "/login" });
    notify(text(body.message) ?? "Account created! Please log in.", "success");
  }

  return (
    <AuthForm
      title="Create an Account"
      submitLabel="Sign Up"
      busyLabel="Creating account…"
      autoCompletePassword="new-password"
      onSubmit={signUp}
      footer={
        <>
          Already have an account? <Link to="/login">Log in</Link>
        </>
      }
    />
  );
}
