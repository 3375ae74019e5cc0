import type { TPlanDaySummary } from "@simmer/contracts";

const LABELS = { calories: "Calories", protein: "Protein", carbs: "Carbs", fat: "Fat" } as const;
const UNITS = { calories: "kcal", protein: "g", carbs: "g", fat: "g" } as const;

const whole = (n: number) => Math.round(n).toLocaleString("en-US");

/** Words beside the colour: within the tolerance is on track, otherwise how far over or under. */
export function verdict(planned: number, target: number, onTrack: boolean): string {
  if (onTrack) return "on track";
  return planned > target ? `over by ${whole(planned - target)}` : `under by ${whole(target - planned)}`;
}

/**
 * One day's planned calories and macros against the targets, green or red with words, and a
 * sentence when a target is missed; in a household, each member's own (ADR 144).
 */
export function DayNutrition({ summary }: { summary: TPlanDaySummary }) {
  if (summary.members.length > 1) {
    return (
      <div className="plan-members">
        <Guesses summary={summary} />
        {summary.members.map((member, index) => (
          <div key={member.user_id} className="plan-member">
            <h3 className="plan-member-name">{index === 0 ? "You" : member.name}</h3>
            <Nutrients progress={member.progress} totals={member.totals} />
            {member.notes.map((note) => (
              <p key={note} className="plan-day-explain">
                {note}
              </p>
            ))}
          </div>
        ))}
      </div>
    );
  }
  return (
    <>
      <Nutrients progress={summary.progress} totals={summary.totals} />
      {summary.notes.map((note) => (
        <p key={note} className="plan-day-explain">
          {note}
        </p>
      ))}
      <Guesses summary={summary} />
    </>
  );
}

/** Says when the day's figures rest on guesses, naming the recipes they come from (ADR 144). */
function Guesses({ summary }: { summary: TPlanDaySummary }) {
  if (!summary.rests_on_guesses) return null;
  return (
    <p className="plan-day-guesses">
      <strong>These figures rest on guesses</strong>
      {summary.guesses.length > 0 ? `: ${summary.guesses.join(", ")}.` : "."}
    </p>
  );
}

function Nutrients({ progress, totals }: Pick<TPlanDaySummary, "progress" | "totals">) {
  const summary = { progress, totals };
  if (!summary.progress) {
    return (
      <ul className="plan-nutrition" aria-label="Planned per person">
        {(Object.keys(LABELS) as Array<keyof typeof LABELS>).map((key) => (
          <li key={key}>
            <span className="plan-nutrition-label">{LABELS[key]}</span> {whole(summary.totals[key])} {UNITS[key]}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="plan-nutrition" aria-label="Planned per person against your targets">
      {summary.progress.map((row) => (
        <li key={row.key} className={row.onTrack ? "on-track" : "off-track"}>
          <span className="plan-nutrition-label">{LABELS[row.key]}</span>{" "}
          <span>
            {whole(row.planned)} / {whole(row.target)} {UNITS[row.key]}
          </span>{" "}
          <span className="plan-nutrition-verdict">{verdict(row.planned, row.target, row.onTrack)}</span>
        </li>
      ))}
    </ul>
  );
}
