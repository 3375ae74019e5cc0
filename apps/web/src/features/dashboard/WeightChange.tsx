import { useId, useState } from "react";
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleLinear } from "@visx/scale";
import { LinePath } from "@visx/shape";
import { paddedDomain, weightPercentChange, type MetricLike } from "@simmer/domain";
import { COLORS, dayTicks, shortDay, useElementWidth } from "./chartKit";

const HEIGHT = 260;
const MARGIN = { top: 12, right: 16, bottom: 40, left: 64 };

/** 'Weight % Gain/Loss Over Time' between two chosen dates. */
export function WeightChange({ metrics }: { metrics: MetricLike[] }) {
  const id = useId();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const [start, setStart] = useState("");
  const [end, setEnd] = useState("");
  const change = weightPercentChange(metrics, start, end);
  const innerW = Math.max(40, width - MARGIN.left - MARGIN.right);
  const innerH = HEIGHT - MARGIN.top - MARGIN.bottom;

  return (
    <div className="chart" ref={ref}>
      <div className="range-inputs">
        <div className="field">
          <label htmlFor={`${id}-start`}>Start date</label>
          <input id={`${id}-start`} type="date" value={start} onChange={(e) => setStart(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-end`}>End date</label>
          <input id={`${id}-end`} type="date" value={end} onChange={(e) => setEnd(e.target.value)} />
        </div>
      </div>
      {change.status === "missing-dates" && <p className="muted">Please select a start and end date to calculate % weight change.</p>}
      {change.status === "empty" && <p className="muted">No data available for selected date range.</p>}
      {change.status === "ok" &&
        (() => {
          const pts = change.points;
          const range: [number, number] = pts.length > 1 ? [pts[0]!.x, pts.at(-1)!.x] : [pts[0]!.x - 1, pts[0]!.x + 1];
          const x = scaleLinear<number>({ domain: range, range: [0, innerW] });
          const y = scaleLinear<number>({ domain: paddedDomain([0, ...pts.map((p) => p.percent)]), range: [innerH, 0] });
          return (
            <svg width={width} height={HEIGHT} role="img" aria-label="Percent change of weight relative to the first entry in the range">
              <Group left={MARGIN.left} top={MARGIN.top}>
                <line x1={0} x2={innerW} y1={y(0)} y2={y(0)} stroke={COLORS.grid} />
                <LinePath data={pts} x={(p) => x(p.x)} y={(p) => y(p.percent)} stroke={COLORS.weight} strokeWidth={2.5} />
                {pts.length <= 120 && pts.map((p) => <circle key={p.x} cx={x(p.x)} cy={y(p.percent)} r={3} fill={COLORS.weight} />)}
                <AxisLeft
                  scale={y}
                  numTicks={5}
                  tickFormat={(v) => `${Number(v).toFixed(1)}%`}
                  label="Weight change (%)"
                  stroke={COLORS.axis}
                  tickStroke={COLORS.axis}
                  labelOffset={44}
                />
                <AxisBottom
                  scale={x}
                  top={innerH}
                  tickValues={dayTicks(range, Math.max(2, Math.floor(innerW / 90)))}
                  tickFormat={(v) => shortDay(Number(v))}
                  stroke={COLORS.axis}
                  tickStroke={COLORS.axis}
                />
              </Group>
            </svg>
          );
        })()}
      {change.status === "ok" && (
        <p className="chart-caption">
          Change from {change.points[0]!.day} to {change.points.at(-1)!.day}: {change.points.at(-1)!.percent.toFixed(1)}%
        </p>
      )}
    </div>
  );
}
