import { useMemo } from "react";
import { AxisBottom, AxisLeft } from "@visx/axis";
import { curveCardinal, curveStepAfter } from "@visx/curve";
import { Group } from "@visx/group";
import { scaleLinear } from "@visx/scale";
import { LinePath } from "@visx/shape";
import type { WaterDay } from "@simmer/domain";
import { COLORS, dayTicks, shortDay, useElementWidth } from "./chartKit";

const HEIGHT = 300;
const MARGIN = { top: 12, right: 16, bottom: 40, left: 56 };
/**
 * A line tension of 0.3 (a Chart.js setting) as a d3 cardinal curve: Chart.js puts control
 * points 0.3 × half the neighbour span away; cardinal tension k puts them (1 − k) / 6 × that span,
 * so k = 0.1 draws the same curve for evenly spaced days.
 */
const CURVE = curveCardinal.tension(0.1);

/** Daily water against the dashed daily target, in the person's unit (oz or ml). */
export function WaterChart({ days, unit }: { days: WaterDay[]; unit: "oz" | "ml" }) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const innerW = Math.max(40, width - MARGIN.left - MARGIN.right);
  const innerH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const range: [number, number] = days.length ? [days[0]!.x - 0.5, days.at(-1)!.x + 0.5] : [0, 1];
  const x = scaleLinear<number>({ domain: range, range: [0, innerW] });
  const yMax = useMemo(() => Math.max(1, ...days.map((d) => Math.max(d.amount, d.target ?? 0))) * 1.1, [days]);
  const y = scaleLinear<number>({ domain: [0, yMax], range: [innerH, 0], nice: true });
  const targets = days.filter((d) => d.target !== null);

  return (
    <div className="chart" ref={ref}>
      <svg width={width} height={HEIGHT} role="img" aria-label="Water consumed per day against the daily target">
        <Group left={MARGIN.left} top={MARGIN.top}>
          {y.ticks(5).map((t) => (
            <line key={t} x1={0} x2={innerW} y1={y(t)} y2={y(t)} stroke={COLORS.grid} />
          ))}
          <LinePath
            data={targets}
            x={(d) => x(d.x)}
            y={(d) => y(d.target!)}
            curve={curveStepAfter}
            stroke={COLORS.water}
            strokeWidth={2}
            strokeDasharray="6 4"
          />
          <LinePath data={days} x={(d) => x(d.x)} y={(d) => y(d.amount)} curve={CURVE} stroke={COLORS.water} strokeWidth={2.5} />
          {days.length <= 120 && days.map((d) => <circle key={d.x} cx={x(d.x)} cy={y(d.amount)} r={3} fill={COLORS.water} />)}
          <AxisLeft
            scale={y}
            numTicks={5}
            label={unit === "ml" ? "Millilitres (ml)" : "Ounces (oz)"}
            stroke={COLORS.axis}
            tickStroke={COLORS.axis}
            labelOffset={36}
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
      <ul className="chart-legend">
        <li>
          <span className="swatch" style={{ background: COLORS.water }} /> Water consumed ({unit})
        </li>
        <li>
          <span className="swatch dashed" style={{ borderColor: COLORS.water }} /> Daily target ({unit})
        </li>
      </ul>
    </div>
  );
}
