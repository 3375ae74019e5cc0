import { useState } from "react";
import { Link, useNavigate, useRouterState } from "@tanstack/react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { revokeSessionOnServer } from "../auth/api";
import { clearToken, getToken } from "../auth/token";
import { meQuery } from "../auth/queries";
import { NAV_ITEMS } from "./nav";

export function Header() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Also confirms the stored token: a refused one ends the session (see main.tsx).
  const me = useQuery(meQuery());
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }

  async function logOut() {
    // The server is told first, but the page does not wait on it: local state goes at once. The
    // screens leave before the cache is emptied, so nothing refetches without a token.
    const ending = revokeSessionOnServer(getToken());
    clearToken();
    await navigate({ to: "/login" });
    queryClient.clear();
    await ending;
  }

  return (
    <header className="app-header">
      <div className="app-header-inner">
        <Link to="/" className="brand">
          Simmer
        </Link>
        <button
          type="button"
          className="btn btn-ghost nav-toggle"
          aria-expanded={open}
          aria-controls="main-nav"
          onClick={() => setOpen((value) => !value)}
        >
          Menu
        </button>
        <nav id="main-nav" aria-label="Main" className={open ? "main-nav open" : "main-nav"}>
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} activeProps={{ className: "active", "aria-current": "page" }}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          {me.data && (
            <span className="signed-in-as" title={`Signed in as ${me.data.email}`}>
              {me.data.email}
            </span>
          )}
          <button type="button" className="btn btn-ghost logout" onClick={logOut}>
            Log Out
          </button>
        </nav>
      </div>
    </header>
  );
}
