import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { TRecipeDetail, TRecipeIngredientLine } from "@simmer/contracts";
import { findStepTimers, formatTimerClock, stepIngredientIndexes } from "@simmer/domain";
import { useUnitSystem } from "../../settings/useUnitSystem";
import { scaledLine } from "../scaled-line";
import { prepareAlarm } from "./alarm";
import { readChecked, startTimer, stopTimer, useCookTimers, writeChecked, type CookTimer } from "./timer-store";
import { useWakeLock } from "./useWakeLock";
import "./cook.css";

interface CookModeProps {
  recipe: TRecipeDetail;
  servings: number;
  /** The step shown, 1-based; out of range shows the nearest. */
  step: number;
  onStep: (step: number) => void;
  onExit: () => void;
  /** Offered on the last step: adds today to the person's "cooked on" dates. */
  finish?: ReactNode;
}

/** Keys a focused control keeps for itself: Space presses a button, ticks a box. */
const KEEPS_SPACE = new Set(["BUTTON", "INPUT", "TEXTAREA", "SELECT", "SUMMARY", "A"]);
const SWIPE_PX = 50;

/**
 * Which way a key moves through the steps: forward, back, or not at all. Space moves only when no
 * control has focus, so it still presses a button or ticks a box.
 */
function stepDeltaOfKey(event: KeyboardEvent): -1 | 1 | null {
  const target = event.target as HTMLElement | null;
  if (event.key === "ArrowRight" || event.key === "PageDown") return 1;
  if (event.key === "ArrowLeft" || event.key === "PageUp") return -1;
  if (event.key === " " && !(target && KEEPS_SPACE.has(target.tagName))) return event.shiftKey ? -1 : 1;
  return null;
}

/** Which way a horizontal swipe moves: a swipe left is forward; short or mostly vertical ones do nothing. */
function stepDeltaOfSwipe(dx: number, dy: number): -1 | 1 | null {
  return Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy) ? (dx < 0 ? 1 : -1) : null;
}

function TimerIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      width="0.8em"
      height="0.8em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      aria-hidden="true"
      className="cook-timer-icon"
    >
      <circle cx="8" cy="9" r="6" />
      <path d="M8 5.5V9l2 1.5M6.5 1.5h3" strokeLinecap="round" />
    </svg>
  );
}

/** The step's text with each time in it made a button that starts a timer. */
function StepText({ text, onTimer }: { text: string; onTimer: (label: string, seconds: number) => void }) {
  const timers = findStepTimers(text);
  const pieces: ReactNode[] = [];
  let at = 0;
  for (const timer of timers) {
    if (timer.start > at) pieces.push(text.slice(at, timer.start));
    pieces.push(
      <button key={timer.start} type="button" className="cook-timer-start" onClick={() => onTimer(timer.text, timer.seconds)}>
        <TimerIcon />
        {timer.text}
        <span className="visually-hidden"> (start a timer)</span>
      </button>,
    );
    at = timer.start + timer.length;
  }
  pieces.push(text.slice(at));
  return <p className="cook-step-text">{pieces}</p>;
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const tick = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(tick);
  }, [active]);
  return now;
}

function TimerList({ timers, now }: { timers: CookTimer[]; now: number }) {
  if (timers.length === 0) return null;
  return (
    <section className="cook-timers" aria-label="Timers">
      <h2 className="visually-hidden">Timers</h2>
      <ul>
        {timers.map((timer) => {
          const left = (timer.endsAt - now) / 1000;
          const done = left <= 0;
          return (
            <li key={timer.id} className={done ? "cook-timer done" : "cook-timer"}>
              <span className="cook-timer-name">
                Step {timer.step}: {timer.label}
              </span>
              <span className="cook-timer-clock" role="timer" aria-label={`Step ${timer.step} timer`}>
                {done ? "Done" : formatTimerClock(left)}
              </span>
              <button type="button" className="btn btn-ghost btn-small" onClick={() => stopTimer(timer.id)}>
                {done ? "Dismiss" : "Stop"}
                <span className="visually-hidden"> step {timer.step} timer</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function IngredientCheck({
  line,
  amount,
  checked,
  onToggle,
}: {
  line: TRecipeIngredientLine;
  amount: string;
  checked: boolean;
  onToggle: () => void;
}) {
  return (
    <li>
      <label className={checked ? "cook-ingredient checked" : "cook-ingredient"}>
        <input type="checkbox" checked={checked} onChange={onToggle} />
        <span>
          {amount ? <strong>{amount} </strong> : null}
          {line.ingredient_name}
          {line.method ? <span className="muted">, {line.method}</span> : null}
        </span>
      </label>
    </li>
  );
}

/** Lines to tick off, the step's or all of them: one tick per line, shared by both lists. */
function CheckList({
  lines,
  amount,
  checked,
  onToggle,
}: {
  lines: readonly TRecipeIngredientLine[];
  amount: (line: TRecipeIngredientLine) => string;
  checked: ReadonlySet<number>;
  onToggle: (id: number) => void;
}) {
  return (
    <ul>
      {lines.map((line) => (
        <IngredientCheck
          key={line.id}
          line={line}
          amount={amount(line)}
          checked={checked.has(line.id)}
          onToggle={() => onToggle(line.id)}
        />
      ))}
    </ul>
  );
}

/** Cook mode (ADR 138): one step at a time, full screen, with its ingredients, timers and a screen kept awake. */
export default function CookMode({ recipe, servings, step, onStep, onExit, finish }: CookModeProps) {
  const system = useUnitSystem();
  const steps = recipe.instructions;
  const count = steps.length;
  const index = Math.min(Math.max(step, 1), Math.max(count, 1)) - 1;
  const current = steps[index];
  const lines = useMemo(() => recipe.sections.flatMap((s) => s.ingredients), [recipe]);
  const stepLines = useMemo(
    () =>
      current
        ? stepIngredientIndexes(
            current.instruction,
            lines.map((l) => l.ingredient_name),
          ).map((i) => lines[i]!)
        : [],
    [current, lines],
  );
  const [checked, setChecked] = useState(() => readChecked(recipe.recipe_id));
  const toggle = (id: number) =>
    setChecked((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      writeChecked(recipe.recipe_id, next);
      return next;
    });
  const amount = (line: TRecipeIngredientLine) => scaledLine(line, recipe.servings || 1, servings, system);

  const allTimers = useCookTimers();
  const timers = allTimers.filter((t) => t.recipeId === recipe.recipe_id);
  const now = useNow(timers.length > 0);
  // The app's timer watcher rings them, on any screen (ADR 142); cook mode shows which are up.
  const ringing = timers.filter((t) => t.endsAt <= now);

  const wake = useWakeLock();
  const dialog = useRef<HTMLDivElement>(null);
  const go = (delta: number) => {
    const next = index + 1 + delta;
    if (next >= 1 && next <= count) onStep(next);
  };
  const goRef = useRef(go);
  const exitRef = useRef(onExit);
  useEffect(() => {
    goRef.current = go;
    exitRef.current = onExit;
  });

  useEffect(() => {
    dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const delta = stepDeltaOfKey(event);
      if (delta !== null) goRef.current(delta);
      else if (event.key === "Escape") exitRef.current();
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
    };
  }, []);

  const touch = useRef<{ x: number; y: number } | null>(null);
  const onTimer = (label: string, seconds: number) => {
    prepareAlarm();
    startTimer({ recipeId: recipe.recipe_id, recipeTitle: recipe.title, step: index + 1, label, seconds });
  };

  return (
    <div
      ref={dialog}
      className="cook-mode"
      role="dialog"
      aria-modal="true"
      aria-labelledby="cook-title"
      tabIndex={-1}
      onTouchStart={(e) => {
        const t = e.touches[0];
        touch.current = t ? { x: t.clientX, y: t.clientY } : null;
      }}
      onTouchEnd={(e) => {
        const start = touch.current;
        const t = e.changedTouches[0];
        touch.current = null;
        if (!start || !t) return;
        const delta = stepDeltaOfSwipe(t.clientX - start.x, t.clientY - start.y);
        if (delta !== null) go(delta);
      }}
    >
      <header className="cook-head">
        <div>
          <p className="cook-recipe" id="cook-title">
            {recipe.title}
          </p>
          <p className="cook-progress" aria-live="polite">
            Step {index + 1} of {count}
          </p>
        </div>
        <p className="cook-wake" role="status">
          {wake === "on"
            ? "The screen stays on while cooking."
            : wake === "unsupported"
              ? "This browser cannot keep the screen on; change its sleep setting if it dims."
              : wake === "refused"
                ? "The screen could not be kept on (low battery or browser settings)."
                : null}
        </p>
        <button type="button" className="btn btn-secondary" onClick={onExit}>
          Exit cook mode
        </button>
      </header>

      {ringing.length > 0 ? (
        <div className="cook-alarm" role="alert">
          <strong>Time is up!</strong>{" "}
          {ringing.map((t) => (
            <span key={t.id}>
              Step {t.step}: {t.label}.{" "}
            </span>
          ))}
        </div>
      ) : null}

      <div className="cook-body">
        <section className="cook-step" aria-label={`Step ${index + 1}`}>
          {current ? <StepText key={index} text={current.instruction} onTimer={onTimer} /> : <p>This recipe has no steps.</p>}
        </section>
        <aside className="cook-ingredients" aria-labelledby="cook-ingredients-heading">
          <h2 id="cook-ingredients-heading">For this step</h2>
          {stepLines.length > 0 ? (
            <CheckList lines={stepLines} amount={amount} checked={checked} onToggle={toggle} />
          ) : (
            <p className="muted">No ingredients named in this step.</p>
          )}
          <details className="cook-all-ingredients">
            <summary>All ingredients ({lines.length})</summary>
            <CheckList lines={lines} amount={amount} checked={checked} onToggle={toggle} />
          </details>
        </aside>
      </div>

      <TimerList timers={timers} now={now} />

      <nav className="cook-nav" aria-label="Steps">
        <button type="button" className="btn btn-secondary" onClick={() => go(-1)} disabled={index === 0}>
          Previous step
        </button>
        {index + 1 < count ? (
          <button type="button" className="btn btn-primary" onClick={() => go(1)}>
            Next step
          </button>
        ) : (
          (finish ?? (
            <button type="button" className="btn btn-primary" onClick={onExit}>
              Done
            </button>
          ))
        )}
      </nav>
      <p className="cook-hint muted">Swipe, or use the arrow keys or space, to move between steps.</p>
    </div>
  );
}
