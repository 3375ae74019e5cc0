import { Link, createFileRoute } from "@tanstack/react-router";
import { redirectSignedIn } from "../features/auth/guards";

export const Route = createFileRoute("/")({
  beforeLoad: redirectSignedIn,
  component: Landing,
});

function Landing() {
  return (
    <main id="content" className="landing">
      <div className="landing-card">
        <p className="brand-mark" aria-hidden="true">
          Simmer
        </p>
        <h1>Simplify your life</h1>
        <p className="lead">Your recipes, your grocery lists, what is in your kitchen and what you eat, kept together in one calm place.</p>
        <div className="landing-actions">
          <Link to="/login" className="btn btn-primary btn-lg">
            Log In
          </Link>
          <Link to="/signup" className="btn btn-secondary btn-lg">
            Sign Up
          </Link>
        </div>
      </div>
    </main>
  );
}
