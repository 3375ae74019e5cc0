import { useMemo, useState } from "react";
import { AxisBottom, AxisLeft } from "@visx/axis";
import { curveStepAfter } from "@visx/curve";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Area, LinePath } from "@visx/shape";
import { dayNumber, type MacroDay } from "@simmer/domain";
import { COLORS, one, shortDay, useElementWidth } from "./chartKit";

const HEIGHT = 400;
const MARGIN = { top: 12, right: 16, bottom: 40, left: 56 };
type Macro = "protein" | "carbs" | "fat";
const MACROS: Macro[] = ["protein", "carbs", "fat"];
const LABEL: Record<Macro, string> = { protein: "Protein", carbs: "Carbs", fat: "Fat" };
/** Toggle order as docs/product.md#dashboard lists them. */
const TOGGLES: Macro[] = ["fat", "protein", "carbs"];
const SHADES: Record<Macro, string[]> = {
  protein: [COLORS.protein],
  carbs: ["#0f3f85", "#4f86d6", "#a9c4ec"],
  fat: ["#7a3114", "#c9703f", "#edbd9c"],
};

interface Segment {
  label: string;
  value: number;
}

function segments(day: MacroDay, macro: Macro): Segment[] {
  if (macro === "protein") return [{ label: "Protein", value: day.protein }];
  if (macro === "carbs")
    return [
      { label: "Sugar", value: day.carbs.sugar },
      { label: "Fiber", value: day.carbs.fiber },
      { label: "Undefined", value: day.carbs.undefined },
    ];
  return [
    { label: "Saturated", value: day.fat.saturated },
    { label: "Trans", value: day.fat.trans },
    { label: "Undefined", value: day.fat.undefined },
  ];
}

/**
 * One SVG path per stacked segment (a rectangle per day inside it): two years of days draw as a
 * handful of elements instead of thousands.
 */
function barPaths(days: MacroDay[], macro: Macro, left: (d: MacroDay) => number, width: number, y: (v: number) => number): string[] {
  const parts: string[][] = [];
  for (const d of days) {
    let base = 0;
    segments(d, macro).forEach((s, i) => {
      const top = base + s.value;
      if (s.value > 0) (parts[i] ??= []).push(`M${left(d)},${y(top)}h${width}V${y(base)}h${-width}Z`);
      base = top;
    });
  }
  return Array.from({ length: macro === "protein" ? 1 : 3 }, (_, i) => (parts[i] ?? []).join(""));
}

const total = (day: MacroDay, macro: Macro) => (macro === "protein" ? day.protein : day[macro].total);

/** Consumed macros per day as bars (carbs and fat stacked), with each macro's passive–aggressive goal band. */
export function MacrosChart({ days }: { days: MacroDay[] }) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const [shown, setShown] = useState<Record<Macro, boolean>>({ protein: true, carbs: true, fat: true });
  const [hover, setHover] = useState<MacroDay | null>(null);
  const innerW = Math.max(40, width - MARGIN.left - MARGIN.right);
  const innerH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const active = useMemo(() => MACROS.filter((m) => shown[m]), [shown]);

  const x = useMemo(() => scaleBand<string>({ domain: days.map((d) => d.day), range: [0, innerW], padding: 0.2 }), [days, innerW]);
  const inner = scaleBand<string>({ domain: active, range: [0, x.bandwidth()], padding: 0.08 });
  const yMax = useMemo(() => {
    let max = 1;
    for (const d of days) {
      for (const m of active) {
        // Stacked bars can stand taller than the total when parts exceed it.
        const stack =
          m === "protein"
            ? d.protein
            : Math.max(
                total(d, m),
                segments(d, m).reduce((s, p) => s + p.value, 0),
              );
        max = Math.max(max, stack, d.goals ? Math.max(d.goals[m].passive, d.goals[m].aggressive) : 0);
      }
    }
    return max * 1.1;
  }, [days, active]);
  const y = scaleLinear<number>({ domain: [0, yMax], range: [innerH, 0], nice: true });
  const center = (d: MacroDay) => (x(d.day) ?? 0) + x.bandwidth() / 2;
  const goalDays = days.filter((d) => d.goals);
  const step = Math.max(1, Math.ceil(days.length / Math.max(2, Math.floor(innerW / 80))));

  return (
    <div className="chart" ref={ref}>
      <div className="macro-toggles" role="group" aria-label="Show or hide macros">
        {TOGGLES.map((m) => (
          <button
            key={m}
            type="button"
            className={`btn macro-toggle ${shown[m] ? "on" : ""}`}
            aria-pressed={shown[m]}
            style={{ borderColor: SHADES[m][0] }}
            onClick={() => setShown({ ...shown, [m]: !shown[m] })}
          >
            {LABEL[m]}
          </button>
        ))}
      </div>
      <svg
        width={width}
        height={HEIGHT}
        role="img"
        aria-label="Protein, carbs and fat consumed per day against goal bands"
        tabIndex={0}
        className="focusable-chart"
        onKeyDown={(event) => {
          if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return event.key === "Escape" && setHover(null);
          event.preventDefault();
          const at = hover ? days.indexOf(hover) : -1;
          const next =
            event.key === "ArrowRight"
              ? at === -1
                ? 0
                : Math.min(days.length - 1, at + 1)
              : at === -1
                ? days.length - 1
                : Math.max(0, at - 1);
          setHover(days[next] ?? null);
        }}
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          {y.ticks(5).map((t) => (
            <line key={t} x1={0} x2={innerW} y1={y(t)} y2={y(t)} stroke={COLORS.grid} />
          ))}
          {active.map((m) => (
            <g key={`bars-${m}`} className={`bars-${m}`} data-days={days.length}>
              {barPaths(days, m, (d) => (x(d.day) ?? 0) + (inner(m) ?? 0), Math.max(1, inner.bandwidth()), y).map((d, i) => (
                <path key={i} d={d} fill={SHADES[m][i]} />
              ))}
            </g>
          ))}
          {active.map((m) => (
            <g key={`goal-${m}`} className={`goal-${m}`}>
              <Area
                data={goalDays}
                x={center}
                y0={(d) => y(d.goals![m].passive)}
                y1={(d) => y(d.goals![m].aggressive)}
                curve={curveStepAfter}
                fill={SHADES[m][0]}
                fillOpacity={0.1}
              />
              <LinePath
                data={goalDays}
                x={center}
                y={(d) => y(d.goals![m].passive)}
                curve={curveStepAfter}
                stroke={SHADES[m][0]}
                strokeWidth={1.5}
              />
              <LinePath
                data={goalDays}
                x={center}
                y={(d) => y(d.goals![m].aggressive)}
                curve={curveStepAfter}
                stroke={SHADES[m][0]}
                strokeWidth={1.5}
                strokeDasharray="5 3"
              />
            </g>
          ))}
          <AxisLeft scale={y} numTicks={5} label="Grams (g)" stroke={COLORS.axis} tickStroke={COLORS.axis} labelOffset={36} />
          <AxisBottom
            scale={x}
            top={innerH}
            tickValues={days.filter((_, i) => i % step === 0).map((d) => d.day)}
            tickFormat={(day) => shortDay(dayNumber(day))}
            stroke={COLORS.axis}
            tickStroke={COLORS.axis}
          />
          <rect
            width={innerW}
            height={innerH}
            fill="transparent"
            onPointerMove={(event) => {
              const box = event.currentTarget.getBoundingClientRect();
              const first = days[0] ? center(days[0]) : 0;
              const index = Math.round((event.clientX - box.left - first) / Math.max(1e-6, x.step()));
              setHover(days[Math.min(days.length - 1, Math.max(0, index))] ?? null);
            }}
            onPointerLeave={() => setHover(null)}
          />
        </Group>
      </svg>
      {hover && active.length > 0 && (
        <div
          className="chart-tooltip"
          role="status"
          style={{ left: Math.min(MARGIN.left + center(hover) + 12, width - 250), top: MARGIN.top + 48 }}
        >
          <strong>{hover.day}</strong>
          {active.map((m) => (
            <span key={m}>
              {LABEL[m]}: {one(total(hover, m))} g
              {m !== "protein" &&
                ` (${segments(hover, m)
                  .map((s) => `${s.label} ${one(s.value)} g`)
                  .join(", ")})`}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
