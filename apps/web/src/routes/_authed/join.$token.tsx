import { createFileRoute } from "@tanstack/react-router";
import { Header } from "../../features/layout/Header";
import { JoinScreen } from "../../features/household/JoinScreen";

/** An invite link (ADR 127); signed out, the visitor logs in or signs up first and comes back here (ADR 119). */
export const Route = createFileRoute("/_authed/join/$token")({
  component: JoinRoute,
});

function JoinRoute() {
  const { token } = Route.useParams();
  return (
    <div className="app-shell">
      <Header />
      <main id="content" className="app-content">
        <JoinScreen token={token} />
      </main>
    </div>
  );
}
