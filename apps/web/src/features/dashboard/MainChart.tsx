import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from "react";
import { AxisBottom, AxisLeft, AxisRight } from "@visx/axis";
import { curveStepAfter } from "@visx/curve";
import { Group } from "@visx/group";
import { scaleLinear } from "@visx/scale";
import { Area, LinePath } from "@visx/shape";
import { dayFromNumber, paddedDomain, panRange, zoomRange, type MainSeries, type XRange } from "@simmer/domain";
import { rightAxesLayout } from "./axisLayout";
import { COLORS, dayTicks, one, shortDay, useElementWidth } from "./chartKit";
import { wholeKcal } from "../metrics/display";

const HEIGHT = 420;
/** The right margin follows the two right axes' tick labels (see axisLayout). */
const MARGIN = { top: 16, bottom: 40, left: 56 };
const Y_TICKS = 5;
const WHEEL_SPEED = 0.0015;

interface Props {
  series: MainSeries;
  /** The unit the series' weights are in: the person's system (ADR 142). */
  weightUnit: "lbs" | "kg";
}

/** Weight, target, calorie band and consumption relative to maintenance, and BMI, on a zoomable day axis. */
export function MainChart({ series, weightUnit }: Props) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const innerH = HEIGHT - MARGIN.top - MARGIN.bottom;

  const full: XRange = useMemo(() => {
    const [a, b] = series.extent ?? [0, 1];
    return a === b ? [a - 0.5, b + 0.5] : [a, b];
  }, [series.extent]);
  const [zoomed, setZoomedRaw] = useState<XRange | null>(null);
  // A view that covers every entry is no zoom at all.
  const setZoomed = (next: XRange | null | ((current: XRange | null) => XRange | null)) =>
    setZoomedRaw((current) => {
      const range = typeof next === "function" ? next(current) : next;
      return range && (range[0] > full[0] || range[1] < full[1]) ? range : null;
    });
  const view = zoomed ?? full;
  const [hoverDay, setHoverDay] = useState<number | null>(null);

  const yWeight = useMemo(
    () => scaleLinear<number>({ domain: paddedDomain(series.metrics.flatMap((p) => [p.weight, p.target])), range: [innerH, 0] }),
    [series.metrics, innerH],
  );
  const yCalories = useMemo(
    () =>
      scaleLinear<number>({
        domain: paddedDomain([
          ...series.metrics.flatMap((p) => [p.passiveDelta, p.aggressiveDelta]),
          ...series.consumed.map((c) => c.consumedDelta),
        ]),
        range: [innerH, 0],
      }),
    [series.metrics, series.consumed, innerH],
  );
  const yBmi = useMemo(
    () => scaleLinear<number>({ domain: paddedDomain(series.metrics.map((p) => p.bmi)), range: [innerH, 0] }),
    [series.metrics, innerH],
  );
  const rightAxes = useMemo(() => {
    const calories = { ticks: yCalories.ticks(Y_TICKS), format: yCalories.tickFormat(Y_TICKS) };
    const bmi = { ticks: yBmi.ticks(Y_TICKS), format: yBmi.tickFormat(Y_TICKS) };
    const layout = rightAxesLayout(calories.ticks.map(calories.format), bmi.ticks.map(bmi.format));
    return { calories, bmi, layout };
  }, [yCalories, yBmi]);
  const innerW = Math.max(40, width - MARGIN.left - rightAxes.layout.width);
  const x = scaleLinear<number>({ domain: view, range: [0, innerW] });

  const byDay = useMemo(() => {
    const metrics = new Map(series.metrics.map((p) => [p.x, p]));
    const consumed = new Map(series.consumed.map((c) => [c.x, c]));
    const days = [...new Set([...metrics.keys(), ...consumed.keys()])].sort((a, b) => a - b);
    return { metrics, consumed, days };
  }, [series]);

  // The chart keeps the latest view in a ref so the wheel and pointer handlers never go stale.
  const viewRef = useRef(view);
  useLayoutEffect(() => {
    viewRef.current = view;
  });
  const svgRef = useRef<SVGSVGElement>(null);
  const pointers = useRef(new Map<number, number>());
  const drag = useRef<{ startX: number; view: XRange } | null>(null);
  const pinch = useRef<{ distance: number } | null>(null);

  const toDataX = (clientX: number) => {
    const rect = svgRef.current!.getBoundingClientRect();
    const px = clientX - rect.left - MARGIN.left;
    const [a, b] = viewRef.current;
    return a + (px / innerW) * (b - a);
  };

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const factor = Math.exp(event.deltaY * WHEEL_SPEED);
      const anchor = toDataX(event.clientX);
      setZoomed((current) => zoomRange(current ?? full, full, factor, anchor));
    };
    svg.addEventListener("wheel", onWheel, { passive: false });
    return () => svg.removeEventListener("wheel", onWheel);
    // toDataX reads only refs and the current inner width.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [full, innerW]);

  function onPointerDown(event: ReactPointerEvent<SVGRectElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, event.clientX);
    if (pointers.current.size === 1) drag.current = { startX: event.clientX, view: viewRef.current };
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [number, number];
      pinch.current = { distance: Math.max(1, Math.abs(a - b)) };
      drag.current = null;
    }
  }

  function onPointerMove(event: ReactPointerEvent<SVGRectElement>) {
    const dataX = toDataX(event.clientX);
    setHoverDay(Math.round(dataX));
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, event.clientX);
    if (pinch.current && pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [number, number];
      const distance = Math.max(1, Math.abs(a - b));
      const factor = pinch.current.distance / distance;
      const anchor = toDataX((a + b) / 2);
      setZoomed((current) => zoomRange(current ?? full, full, factor, anchor));
      pinch.current = { distance };
    } else if (drag.current) {
      const [v0, v1] = drag.current.view;
      const delta = -((event.clientX - drag.current.startX) / innerW) * (v1 - v0);
      setZoomed(panRange(drag.current.view, full, delta));
    }
  }

  function onPointerUp(event: ReactPointerEvent<SVGRectElement>) {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (pointers.current.size === 0) drag.current = null;
  }

  /** Arrow keys step the tooltip through the days with data in view; + and − zoom, 0 resets. */
  function onKeyDown(event: ReactKeyboardEvent<SVGSVGElement>) {
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      const visible = byDay.days.filter((d) => d >= view[0] - 0.5 && d <= view[1] + 0.5);
      if (visible.length === 0) return;
      const at = hoverDay === null ? -1 : visible.findIndex((d) => d >= hoverDay);
      const next =
        event.key === "ArrowRight"
          ? hoverDay === null || at === -1
            ? visible[0]
            : visible[Math.min(visible.length - 1, visible[at] === hoverDay ? at + 1 : at)]
          : hoverDay === null || at === -1
            ? visible.at(-1)
            : visible[Math.max(0, at - 1)];
      setHoverDay(next ?? null);
    } else if (event.key === "+" || event.key === "=") zoomBy(0.6);
    else if (event.key === "-") zoomBy(1 / 0.6);
    else if (event.key === "0") setZoomed(null);
    else if (event.key === "Escape") setHoverDay(null);
  }

  const zoomBy = (factor: number) => setZoomed(zoomRange(view, full, factor, (view[0] + view[1]) / 2));
  const spansYears = dayFromNumber(view[0]).slice(0, 4) !== dayFromNumber(view[1]).slice(0, 4);
  const hovered = hoverDay === null ? null : { metric: byDay.metrics.get(hoverDay), consumed: byDay.consumed.get(hoverDay) };
  const showTooltip = hovered && (hovered.metric || hovered.consumed) && hoverDay! >= view[0] - 0.5 && hoverDay! <= view[1] + 0.5;
  const tooltipLeft = hoverDay === null ? 0 : MARGIN.left + x(hoverDay);

  return (
    <div className="chart main-chart" ref={ref}>
      <div className="chart-toolbar">
        <ul className="chart-legend" aria-label="Series">
          <li>
            <span className="swatch" style={{ background: COLORS.weight }} /> Weight ({weightUnit})
          </li>
          <li>
            <span className="swatch dashed" style={{ borderColor: COLORS.target }} /> Target weight ({weightUnit})
          </li>
          <li>
            <span className="swatch" style={{ background: COLORS.band, opacity: 0.35 }} /> Passive–aggressive calorie goal − maintenance
          </li>
          <li>
            <span className="swatch" style={{ background: COLORS.consumed }} /> Consumed − maintenance (kcal)
          </li>
          <li>
            <span className="swatch" style={{ background: COLORS.bmi }} /> BMI
          </li>
        </ul>
        <div className="zoom-buttons">
          <button type="button" className="btn btn-ghost" onClick={() => zoomBy(0.6)}>
            Zoom in
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => zoomBy(1 / 0.6)}>
            Zoom out
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => setZoomed(null)} disabled={!zoomed}>
            Reset zoom
          </button>
        </div>
      </div>
      <svg
        ref={svgRef}
        width={width}
        height={HEIGHT}
        role="img"
        aria-label="Weight, target weight, calorie goals and consumption relative to maintenance, and BMI by day"
        aria-describedby="main-chart-keys"
        tabIndex={0}
        className="focusable-chart"
        onKeyDown={onKeyDown}
      >
        <defs>
          <clipPath id="main-chart-clip">
            <rect width={innerW} height={innerH} />
          </clipPath>
        </defs>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {yWeight.ticks(5).map((t) => (
            <line key={t} x1={0} x2={innerW} y1={yWeight(t)} y2={yWeight(t)} stroke={COLORS.grid} />
          ))}
          <g clipPath="url(#main-chart-clip)">
            <Area
              data={series.metrics}
              x={(p) => x(p.x)}
              y0={(p) => yCalories(p.passiveDelta)}
              y1={(p) => yCalories(p.aggressiveDelta)}
              curve={curveStepAfter}
              fill={COLORS.band}
              fillOpacity={0.25}
              stroke={COLORS.band}
              strokeOpacity={0.6}
            />
            <LinePath
              data={series.consumed}
              x={(p) => x(p.x)}
              y={(p) => yCalories(p.consumedDelta)}
              stroke={COLORS.consumed}
              strokeWidth={1.5}
            />
            <LinePath
              data={series.metrics}
              x={(p) => x(p.x)}
              y={(p) => yWeight(p.target)}
              curve={curveStepAfter}
              stroke={COLORS.target}
              strokeWidth={2}
              strokeDasharray="6 4"
            />
            <LinePath data={series.metrics} x={(p) => x(p.x)} y={(p) => yWeight(p.weight)} stroke={COLORS.weight} strokeWidth={2.5} />
            <LinePath data={series.metrics} x={(p) => x(p.x)} y={(p) => yBmi(p.bmi)} stroke={COLORS.bmi} strokeWidth={1.5} />
            {series.metrics.length <= 120 &&
              series.metrics.map((p) => <circle key={p.x} cx={x(p.x)} cy={yWeight(p.weight)} r={3} fill={COLORS.weight} />)}
            {showTooltip && <line x1={x(hoverDay!)} x2={x(hoverDay!)} y1={0} y2={innerH} stroke={COLORS.axis} strokeDasharray="2 3" />}
          </g>
          <AxisLeft
            scale={yWeight}
            numTicks={5}
            label={`Weight (${weightUnit})`}
            stroke={COLORS.axis}
            tickStroke={COLORS.axis}
            labelOffset={36}
          />
          <AxisRight
            scale={yCalories}
            left={innerW}
            tickValues={rightAxes.calories.ticks}
            tickFormat={rightAxes.calories.format}
            label="kcal vs maintenance"
            labelOffset={rightAxes.layout.innerLabelOffset}
            labelProps={{ fill: COLORS.consumed, fontSize: 11, textAnchor: "middle" }}
            stroke={COLORS.consumed}
            tickStroke={COLORS.consumed}
            tickLabelProps={{ fill: COLORS.consumed, fontSize: 10 }}
          />
          <AxisRight
            scale={yBmi}
            left={innerW + rightAxes.layout.outerAxisLeft}
            tickValues={rightAxes.bmi.ticks}
            tickFormat={rightAxes.bmi.format}
            label="BMI"
            labelOffset={rightAxes.layout.outerLabelOffset}
            labelProps={{ fill: COLORS.bmi, fontSize: 11, textAnchor: "middle" }}
            stroke={COLORS.bmi}
            tickStroke={COLORS.bmi}
            tickLabelProps={{ fill: COLORS.bmi, fontSize: 10 }}
          />
          <AxisBottom
            scale={x}
            top={innerH}
            tickValues={dayTicks(view, Math.max(2, Math.floor(innerW / 90)))}
            tickFormat={(v) => shortDay(Number(v), spansYears)}
            stroke={COLORS.axis}
            tickStroke={COLORS.axis}
          />
          <rect
            width={innerW}
            height={innerH}
            fill="transparent"
            className="zoom-surface"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onPointerLeave={() => setHoverDay(null)}
          />
        </Group>
      </svg>
      {showTooltip && (
        <div className="chart-tooltip" role="status" style={{ left: Math.min(tooltipLeft + 12, width - 230), top: MARGIN.top + 8 }}>
          <strong>{dayFromNumber(hoverDay!)}</strong>
          {hovered.metric && (
            <>
              <span>
                Weight: {one(hovered.metric.weight)} {weightUnit}
              </span>
              <span>
                Target: {one(hovered.metric.target)} {weightUnit}
              </span>
              <span>Passive goal − maintenance: {wholeKcal(hovered.metric.passiveDelta)} kcal</span>
              <span>Aggressive goal − maintenance: {wholeKcal(hovered.metric.aggressiveDelta)} kcal</span>
              <span>BMI: {one(hovered.metric.bmi)}</span>
            </>
          )}
          {hovered.consumed && <span>Consumed − maintenance: {wholeKcal(hovered.consumed.consumedDelta)} kcal</span>}
        </div>
      )}
      <p id="main-chart-keys" className="visually-hidden">
        Use the left and right arrow keys to read each day, plus and minus to zoom, 0 to reset.
      </p>
      <p className="chart-caption" aria-live="polite">
        Showing {dayFromNumber(Math.ceil(view[0]))} to {dayFromNumber(Math.floor(view[1]))}
        {zoomed ? " (zoomed; drag to pan)" : ""}
      </p>
    </div>
  );
}
