import { Button, cn } from "@fh/ui";
import { BREATHING_SECONDS } from "@fh/validators/site";
import { useEffect, useState } from "react";
import { useT } from "../../i18n/context";

/** 245 -> "4:05". */
function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

const PHASE_SECONDS = 4;
const PHASES = ["breathing.in", "breathing.hold", "breathing.out"] as const;

/**
 * The 4-minute guided breathing exercise (SPEC §4): idle -> running (a counter
 * from 0, +1 each second) -> idle at 240 seconds or on Stop. The clock shows
 * the time left. The circle grows and shrinks with the breath only when the
 * visitor has not asked for reduced motion; the phase words guide either way.
 */
export function BreathingExercise() {
  const t = useT("grief");
  const [running, setRunning] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [finished, setFinished] = useState(false);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setElapsed((e) => e + 1);
    }, 1000);
    return () => clearInterval(timer);
  }, [running]);

  useEffect(() => {
    if (running && elapsed >= BREATHING_SECONDS) {
      setRunning(false);
      setElapsed(0);
      setFinished(true);
    }
  }, [running, elapsed]);

  const start = () => {
    setElapsed(0);
    setFinished(false);
    setRunning(true);
  };
  const stop = () => {
    setRunning(false);
    setElapsed(0);
  };

  const phase = PHASES[Math.floor(elapsed / PHASE_SECONDS) % PHASES.length] ?? "breathing.in";
  const expanded = running && phase !== "breathing.out";

  return (
    <div className="flex flex-col items-center text-center">
      <p className="text-lg text-ink-soft">{t("breathing.guide")}</p>
      <div className="relative my-6 flex h-44 w-44 items-center justify-center" aria-hidden="true">
        <div
          className={cn(
            "absolute inset-0 rounded-full bg-sage/15 ring-2 ring-sage/40",
            "motion-safe:transition-transform motion-safe:duration-[4000ms] motion-safe:ease-in-out",
            expanded ? "motion-safe:scale-100" : "motion-safe:scale-[0.62]",
          )}
        />
        <div className="relative h-16 w-16 rounded-full bg-sage/30" />
      </div>
      <p className="min-h-8 font-serif text-2xl text-navy-dark" aria-live="polite">
        {running ? t(phase) : finished ? t("breathing.done") : t("breathing.ready")}
      </p>
      <p className="mt-2 font-mono text-4xl tabular-nums text-ink" role="timer" aria-label={t("breathing.timer")}>
        {formatClock(BREATHING_SECONDS - elapsed)}
      </p>
      <div className="mt-5 flex gap-3">
        {/* One button that changes its word, so keyboard focus stays on it. */}
        <Button variant={running ? "secondary" : "primary"} onClick={running ? stop : start} className="min-w-28">
          {running ? t("breathing.stop") : t("breathing.start")}
        </Button>
      </div>
    </div>
  );
}
