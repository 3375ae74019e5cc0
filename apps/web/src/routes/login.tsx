import { Link, createFileRoute, useRouter } from "@tanstack/react-router";
import { AuthForm } from "../features/auth/AuthForm";
import { redirectSignedIn } from "../features/auth/guards";
import { parseAuthSearch } from "../features/auth/auth-search";
import { fieldErrorOf, landingAfterSignIn, signIn } from "../features/auth/sign-in";
import { notify } from "../features/ui/notifications";

export const Route = createFileRoute("/login")({
  validateSearch: parseAuthSearch,
  beforeLoad: redirectSignedIn,
  component: Login,
});

/** One login attempt's message replaces the last one's; a login that works leaves the screen. */
const LOGIN_SCOPE = "auth.login";

function Login() {
  const router = useRouter();
  const { redirect } = Route.useSearch();

  async function logIn(email: string, password: string) {
    const outcome = await signIn(email, password);
    if (!outcome.ok) {
      const field = fieldErrorOf(outcome.message);
      if (field) return field;
      notify(outcome.message, "error", { scope: LOGIN_SCOPE });
      return;
    }
    // The page a deep link asked for, with its search and hash (ADR 119).
    await router.navigate({ href: landingAfterSignIn(redirect) });
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
          Don&apos;t have an account?{" "}
          <Link to="/signup" search={redirect ? { redirect } : {}}>
            Sign up
          </Link>
        </>
      }
    />
  );
}
