import { Link, createFileRoute } from "@tanstack/react-router";

/** Where Instacart sends people back after they check out (the shopping link's link-back URL). */
export const Route = createFileRoute("/order-confirmation")({
  component: () => (
    <main id="content" className="page narrow">
      <h1>Thanks for your order!</h1>
      <p>Your groceries are on their way. Your carts and shopping list are just as you left them.</p>
      <p>
        <Link to="/dashboard/grocery-plan" className="btn btn-primary">
          Back to your Grocery List
        </Link>
      </p>
    </main>
  ),
});
