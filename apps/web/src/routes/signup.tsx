import { Link, createFileRoute, useNavigate } from "@tanstack/react-router";
import { AuthForm } from "../features/auth/AuthForm";
import { UNEXPECTED_ERROR, postCredentials, text } from "../features/auth/api";
import { notify } from "../features/ui/notifications";

export const Route = createFileRoute("/signup")({
  component: Signup,
});

function Signup() {
  const navigate = useNavigate();

  async function signUp(email: string, password: string) {
    let result;
    try {
      result = await postCredentials("signup", email, password);
    } catch {
      notify(UNEXPECTED_ERROR, "error");
      return;
    }
    const { ok, body } = result;
    if (!ok) {
      notify(text(body.error) ?? text(body.message) ?? "Signup failed.", "error");
      return;
    }
    notify(text(body.message) ?? "Account created! Please log in.", "success");
    await navigate({ to: "/login" });
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
