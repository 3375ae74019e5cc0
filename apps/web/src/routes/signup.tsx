import { Link, createFileRoute, useRouter } from "@tanstack/react-router";
import { PASSWORD_RULE, isPlausibleEmail, normaliseEmail, passwordProblem, passwordProblemMessage } from "@simmer/domain";
import { AuthForm, type AuthFieldErrors } from "../features/auth/AuthForm";
import { redirectSignedIn } from "../features/auth/guards";
import { parseAuthSearch } from "../features/auth/auth-search";
import { UNEXPECTED_ERROR, postCredentials, text } from "../features/auth/api";
import { fieldErrorOf, landingAfterSignIn, signIn } from "../features/auth/sign-in";
import { notify } from "../features/ui/notifications";

export const Route = createFileRoute("/signup")({
  validateSearch: parseAuthSearch,
  beforeLoad: redirectSignedIn,
  component: Signup,
});

const SIGNUP_SCOPE = "auth.signup";
const ACCOUNT_CREATED = "Account created! Welcome to Simmer.";

/** The shared rules, checked before sending so the person hears them beside the field at once. */
function checkSignup(email: string, password: string): AuthFieldErrors {
  const normalised = normaliseEmail(email);
  const problem = passwordProblem(password);
  return {
    email:
      normalised === ""
        ? "Email is required."
        : isPlausibleEmail(normalised)
          ? undefined
          : "Email must be a valid email address, like name@example.com.",
    password: problem ? passwordProblemMessage(problem) : undefined,
  };
}

function Signup() {
  const router = useRouter();
  const { redirect } = Route.useSearch();

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
      const message = text(body.error) ?? text(body.message) ?? "Signup failed.";
      const field = fieldErrorOf(message);
      if (field) return field;
      notify(message, "error", { scope: SIGNUP_SCOPE });
      return;
    }
    // The new account is signed in at once with the password just chosen (ADR 119).
    const signedIn = await signIn(email, password);
    if (!signedIn.ok) {
      await router.navigate({ to: "/login", search: redirect ? { redirect } : {} });
      notify("Account created! Please log in.", "success");
      return;
    }
    await router.navigate({ href: landingAfterSignIn(redirect) });
    notify(ACCOUNT_CREATED, "success");
  }

  return (
    <AuthForm
      title="Create an Account"
      submitLabel="Sign Up"
      busyLabel="Creating account…"
      autoCompletePassword="new-password"
      passwordHint={PASSWORD_RULE}
      check={checkSignup}
      onSubmit={signUp}
      footer={
        <>
          Already have an account?{" "}
          <Link to="/login" search={redirect ? { redirect } : {}}>
            Log in
          </Link>
        </>
      }
    />
  );
}
