import { useId, useState } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { HOUSEHOLD_MESSAGES, INVITE_TOKEN_PATTERN, type TInvitePreview } from "@simmer/contracts";
import { trpc, trpcQueries } from "../../trpc";
import { httpStatus } from "../carts/server-errors";
import { notify } from "../ui/notifications";
import { Spinner } from "../ui/Spinner";
import { messageOf } from "../settings/format";
import { householdQuery, refreshAfterHouseholdChange } from "./queries";
import "./household.css";

/** Each look at an invite is counted against the person (ADR 127): ask once, never again on focus. */
const previewQuery = (token: string) =>
  trpcQueries.household.preview.queryOptions({ token }, { retry: false, staleTime: Infinity, refetchOnWindowFocus: false });

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** /join/$token: what joining this household would do, then Join (ADR 127). */
export function JoinScreen({ token }: { token: string }) {
  const wellFormed = INVITE_TOKEN_PATTERN.test(token);
  const mine = useQuery(householdQuery());
  const preview = useQuery({ ...previewQuery(token), enabled: wellFormed });
  const [joined, setJoined] = useState(false);

  let body;
  if (!wellFormed) body = <InviteProblem message={HOUSEHOLD_MESSAGES.inviteNotFound} />;
  else if (joined || mine.isPending || preview.isPending) body = <Spinner label="Reading the invite…" />;
  else if (mine.data?.household) body = <AlreadyInOne name={mine.data.household.name} />;
  else if (preview.isError) {
    const status = httpStatus(preview.error);
    body = (
      <InviteProblem
        message={
          status === 429
            ? HOUSEHOLD_MESSAGES.tooManyJoins
            : status === 404 || status === 400
              ? HOUSEHOLD_MESSAGES.inviteNotFound
              : "Could not read the invite. Please reload the page."
        }
      />
    );
  } else body = <JoinPreview token={token} preview={preview.data} onJoined={() => setJoined(true)} />;

  return <div className="join-screen card">{body}</div>;
}

function InviteProblem({ message }: { message: string }) {
  return (
    <>
      <h1>This invite can&rsquo;t be used</h1>
      <p role="alert">{message}</p>
      <p className="settings-hint">Ask the household&rsquo;s owner for a new link.</p>
      <Link to="/dashboard/recipes" className="btn btn-secondary">
        Go to Browse
      </Link>
    </>
  );
}

function AlreadyInOne({ name }: { name: string }) {
  return (
    <>
      <h1>You are already in a household</h1>
      <p role="alert">
        You are in <strong>{name}</strong>. {HOUSEHOLD_MESSAGES.alreadyInOne}
      </p>
      <Link to="/dashboard/settings" hash="household" className="btn btn-secondary">
        Open Settings → Household
      </Link>
    </>
  );
}

function JoinPreview({ token, preview, onJoined }: { token: string; preview: TInvitePreview; onJoined: () => void }) {
  const headingId = useId();
  const [keepPrivate, setKeepPrivate] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const join = trpc.household.join.useMutation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { household, yours } = preview;
  const privateNow = yours.recipes - yours.shared_recipes;

  async function confirm() {
    setError(null);
    try {
      const joinedHousehold = await join.mutateAsync({ token, keepRecipesPrivate: keepPrivate });
      onJoined();
      queryClient.setQueryData(householdQuery().queryKey, { household: joinedHousehold });
      await refreshAfterHouseholdChange(queryClient);
      notify(`You joined ${joinedHousehold.name}.`, "success", { scope: "household.join" });
      await navigate({ to: "/dashboard/settings", hash: "household" });
    } catch (err) {
      const status = httpStatus(err);
      setError(status === 404 ? HOUSEHOLD_MESSAGES.inviteNotFound : messageOf(err, "Could not join. Please try again."));
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <p className="join-kicker">You are invited to a household</p>
      <h1 id={headingId}>Join {household.name}?</h1>
      <p className="join-size">
        {household.name} has {plural(household.members, "member", "members")}. Its people share one kitchen, one grocery list and one week
        plan.
      </p>
      <h2 className="join-subheading">What happens to your things</h2>
      <ul className="join-effects">
        <li>
          <strong>Your Kitchen is united with theirs.</strong>{" "}
          {yours.kitchen_items === 0
            ? "You have nothing marked as owned yet; you will see what the household owns."
            : `What you own (${plural(yours.kitchen_items, "item", "items")}) joins what the household owns, and everyone sees one kitchen.`}
        </li>
        <li>
          <strong>Your carts come along</strong> ({plural(yours.carts, "cart", "carts")}), with your shared shopping-list links and the
          items you added to your list by hand. Your grocery list comes along only if the household has none yet.
        </li>
        <li>
          <strong>Your own week plans, rules and templates stay aside</strong>, unused while you are in the household, and are yours again
          if you leave. You plan with the household&rsquo;s.
        </li>
        <li>
          <strong>Your recipes</strong>:{" "}
          {keepPrivate
            ? `all ${plural(yours.recipes, "recipe", "recipes")} become private: only you see them. You can share any of them later from its form.`
            : `${plural(yours.shared_recipes, "recipe", "recipes")} will be shared with the household${privateNow > 0 ? `; the ${privateNow} marked private stay yours alone` : ""}.`}
        </li>
        <li>Your metrics, journal, saved Browse rows, access tokens and password stay yours alone.</li>
        <li>If you leave later, you keep a copy of the kitchen and your recipes; the household keeps its carts, list and plan.</li>
      </ul>
      <label className="join-private">
        <input type="checkbox" checked={keepPrivate} onChange={(event) => setKeepPrivate(event.target.checked)} />
        <span>Keep my recipes private</span>
      </label>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="join-actions">
        <button type="button" className="btn btn-primary" onClick={() => void confirm()} disabled={join.isPending}>
          {join.isPending ? "Joining…" : `Join ${household.name}`}
        </button>
        <Link to="/dashboard/recipes" className="btn btn-ghost">
          Not now
        </Link>
      </div>
    </section>
  );
}
