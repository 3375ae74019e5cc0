import type { TPlanDaySummary } from "@simmer/contracts";

const LABELS = { calories: "Calories", protein: "Protein", carbs: "Carbs", fat: "Fat" } as const;
const UNITS = { calories: "kcal", protein: "g", carbs: "g", fat: "g" } as const;

const whole = (n: number) => Math.round(n).toLocaleString("en-US");

/** Words beside the colour: within the tolerance is on track, otherwise how far over or under. */
export function verdict(planned: number, target: number, onTrack: boolean): string {
  if (onTrack) return "on track";
  return planned > target ? `over by ${whole(planned - target)}` : `under by ${whole(target - planned)}`;
}

/** One day's planned calories and macros per person against the targets, green or red with words. */
export function DayNutrition({ summary }: { summary: TPlanDaySummary }) {
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
