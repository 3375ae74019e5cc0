import { Link, createFileRoute, useNavigate } from "@tanstack/react-router";
import { AuthForm } from "../features/auth/AuthForm";
import { UNEXPECTED_ERROR, postCredentials, text } from "../features/auth/api";
import { setToken } from "../features/auth/token";
import { notify } from "../features/ui/notifications";

export const Route = createFileRoute("/login")({
  component: Login,
});

function Login() {
  const navigate = useNavigate();

  async function logIn(email: string, password: string) {
    let result;
    try {
      result = await postCredentials("login", email, password);
    } catch {
      notify(UNEXPECTED_ERROR, "error");
      return;
    }
    const { ok, body } = result;
    if (!ok) {
      notify(text(body.message) ?? text(body.error) ?? "Login failed.", "error");
      return;
    }
    const token = text(body.token);
    if (!token) {
      notify("Login successful but no token received.", "error");
      return;
    }
    setToken(token);
    await navigate({ to: "/dashboard/recipes" });
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
