import { useEffect, useRef, useState } from "react";
import { AUTH_MESSAGES } from "@simmer/contracts";
import { Link, useNavigate, useRouterState } from "@tanstack/react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { revokeAllSessionsOnServer, revokeSessionOnServer } from "../auth/api";
import { notify } from "../ui/notifications";
import { clearToken, getToken } from "../auth/token";
import { meQuery } from "../auth/queries";
import { forgetDeviceData } from "../auth/forget-device";
import { NAV_ITEMS } from "./nav";
import { HouseholdIndicator } from "../household/HouseholdIndicator";

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

  const [accountOpen, setAccountOpen] = useState(false);
  const [endingAll, setEndingAll] = useState(false);
  const account = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!accountOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setAccountOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!account.current?.contains(event.target as Node)) setAccountOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [accountOpen]);

  async function logOutEverywhere() {
    // Other devices are signed out only if the server heard it: on failure nothing changes here.
    setEndingAll(true);
    const ended = await revokeAllSessionsOnServer(getToken());
    setEndingAll(false);
    if (!ended) {
      notify(AUTH_MESSAGES.logoutEverywhereFailed, "error");
      return;
    }
    clearToken();
    await navigate({ to: "/login" });
    queryClient.clear();
    await forgetDeviceData();
    notify(AUTH_MESSAGES.loggedOutEverywhere, "success");
  }

  async function logOut() {
    // The server is told first, but the page does not wait on it: local state goes at once. The
    // screens leave before the cache is emptied, so nothing refetches without a token.
    const ending = revokeSessionOnServer(getToken());
    clearToken();
    await navigate({ to: "/login" });
    queryClient.clear();
    await forgetDeviceData();
    await ending;
  }

  return (
    <header className="app-header">
      <div className="app-header-inner">
        <Link to="/" className="brand">
          Simmer
        </Link>
        <HouseholdIndicator />
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
            <div className="account" ref={account}>
              <button
                type="button"
                className="btn btn-ghost signed-in-as"
                title={`Signed in as ${me.data.email}`}
                aria-expanded={accountOpen}
                aria-controls="account-menu"
                onClick={() => setAccountOpen((value) => !value)}
              >
                {/* Named from its content so the spoken name contains the email shown (WCAG 2.5.3). */}
                <span className="visually-hidden">Account menu: </span>
                <span className="account-name">{me.data.email}</span>
              </button>
              {accountOpen && (
                <div id="account-menu" className="account-menu" role="group" aria-label="Account">
                  <p className="account-email">
                    Signed in as <strong>{me.data.email}</strong>
                  </p>
                  <Link to="/dashboard/settings" className="btn btn-ghost account-settings" onClick={() => setAccountOpen(false)}>
                    Settings
                  </Link>
                  <button type="button" className="btn" onClick={logOutEverywhere} disabled={endingAll}>
                    Log out everywhere
                  </button>
                  <p className="account-hint">
                    Ends your sessions on every device and browser, this one included. Access tokens keep working.
                  </p>
                </div>
              )}
            </div>
          )}
          <button type="button" className="btn btn-ghost logout" onClick={logOut}>
            Log Out
          </button>
        </nav>
      </div>
    </header>
  );
}
