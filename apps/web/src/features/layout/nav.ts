/** The header items: the seven screens (docs/product.md#navigation), with the week planner beside Browse. */
export const NAV_ITEMS = [
  { to: "/dashboard/Dash", label: "Dashboard" },
  { to: "/dashboard/browse", label: "Browse" },
  { to: "/dashboard/plan", label: "Plan" },
  { to: "/dashboard/grocery-plan", label: "Grocery List" },
  { to: "/dashboard/recipes", label: "Your Recipes" },
  { to: "/dashboard/your-kitchen", label: "Your Kitchen" },
  { to: "/dashboard/user-metrics", label: "Metrics" },
  { to: "/dashboard/journal", label: "Journal" },
] as const;
