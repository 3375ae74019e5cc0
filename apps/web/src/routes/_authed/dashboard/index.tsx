import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/_authed/dashboard/")({
  component: () => (
    <section className="page">
      <h1>Welcome to your Dashboard!</h1>
    </section>
  ),
});
