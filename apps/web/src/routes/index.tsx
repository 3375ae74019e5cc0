import { Link, createFileRoute } from "@tanstack/react-router";
import { hasLiveToken } from "../features/auth/token";

export const Route = createFileRoute("/")({
  component: Landing,
});

function Landing() {
  const signedIn = hasLiveToken();
  return (
    <main id="content" className="landing">
      <div className="landing-card">
        <p className="brand-mark" aria-hidden="true">
          Simmer
        </p>
        <h1>Simplify your life</h1>
        <p className="lead">
          Your recipes, your grocery lists, what is in your kitchen and what you eat, kept together in one calm place.
        </p>
        <div className="landing-actions">
          <Link to="/login" className="btn btn-primary btn-lg">
            Log In
          </Link>
          <Link to="/signup" className="btn btn-secondary btn-lg">
            Sign Up
          </Link>
        </div>
        {signedIn && (
          <p className="muted">
            You are signed in. <Link to="/dashboard/recipes">Open your recipes</Link>
          </p>
        )}
      </div>
    </main>
  );
}
