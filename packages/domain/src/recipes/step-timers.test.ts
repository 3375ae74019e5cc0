import { describe, expect, it } from "vitest";
import { findStepTimers, formatTimerClock } from "./step-timers";

const times = (text: string) => findStepTimers(text).map((t) => [t.text, t.seconds, t.maxSeconds]);

describe("findStepTimers", () => {
  it("reads minutes, hours and seconds in English", () => {
    expect(times("Simmer for 25 minutes, stirring.")).toEqual([["25 minutes", 1500, 1500]]);
    expect(times("Bake 1 hour.")).toEqual([["1 hour", 3600, 3600]]);
    expect(times("Whisk for 30 seconds, then rest 5 mins.")).toEqual([
      ["30 seconds", 30, 30],
      ["5 mins", 300, 300],
    ]);
    expect(times("Roast 45 min")).toEqual([["45 min", 2700, 2700]]);
  });

  it("joins hours and minutes into one time", () => {
    expect(times("Braise 1 hour 10 min until tender.")).toEqual([["1 hour 10 min", 4200, 4200]]);
    expect(times("Braise 2 hours and 15 minutes.")).toEqual([["2 hours and 15 minutes", 8100, 8100]]);
    expect(times("Cook 1 h 10 on low.")).toEqual([["1 h 10", 4200, 4200]]);
  });

  it("reads ranges, counting down to the shorter end", () => {
    expect(times("Toast 1–2 minutes.")).toEqual([["1–2 minutes", 60, 120]]);
    expect(times("Rest 5-10 min")).toEqual([["5-10 min", 300, 600]]);
    expect(times("Bake 20 to 25 minutes")).toEqual([["20 to 25 minutes", 1200, 1500]]);
  });

  it("reads fractions and words for one", () => {
    expect(times("Chill 1½ hours")).toEqual([["1½ hours", 5400, 5400]]);
    expect(times("Chill 1 1/2 hours")).toEqual([["1 1/2 hours", 5400, 5400]]);
    expect(times("Stir for a minute, then leave an hour.")).toEqual([
      ["a minute", 60, 60],
      ["an hour", 3600, 3600],
    ]);
    expect(times("Rest for half an hour.")).toEqual([["half an hour", 1800, 1800]]);
    expect(times("Rest 2,5 min")).toEqual([["2,5 min", 150, 150]]);
  });

  it("reads German, French, Spanish, Italian, Dutch and Portuguese", () => {
    expect(times("Teig 30 Minuten ruhen lassen.")).toEqual([["30 Minuten", 1800, 1800]]);
    expect(times("1 Stunde 10 Minuten backen")).toEqual([["1 Stunde 10 Minuten", 4200, 4200]]);
    expect(times("5 bis 10 Minuten köcheln")).toEqual([["5 bis 10 Minuten", 300, 600]]);
    expect(times("Cuire 1 heure et 10 minutes.")).toEqual([["1 heure et 10 minutes", 4200, 4200]]);
    expect(times("Laisser reposer 2 à 3 minutes")).toEqual([["2 à 3 minutes", 120, 180]]);
    expect(times("Freír a fuego lento en el aceite 20 minutos.")).toEqual([["20 minutos", 1200, 1200]]);
    expect(times("Cocer 1 hora y 5 minutos")).toEqual([["1 hora y 5 minutos", 3900, 3900]]);
    expect(times("Cocer de 1 a 2 minutos")).toEqual([["1 a 2 minutos", 60, 120]]);
    expect(times("Cuocere per 10 minuti, poi 1 o 2 minuti ancora.")).toEqual([
      ["10 minuti", 600, 600],
      ["1 o 2 minuti", 60, 120],
    ]);
    expect(times("Laat 30 minuten zachtjes koken.")).toEqual([["30 minuten", 1800, 1800]]);
    expect(times("Kook 1 uur en 10 minuten.")).toEqual([["1 uur en 10 minuten", 4200, 4200]]);
    expect(times("Cozinhe por 15 minutos.")).toEqual([["15 minutos", 900, 900]]);
  });

  it("leaves temperatures, weights, words and long waits alone", () => {
    expect(times("Bake at 180 °C until golden.")).toEqual([]);
    expect(times("Add 500 g flour and 2 eggs.")).toEqual([]);
    expect(times("Marinate 48 hours.")).toEqual([]);
    expect(times("Add the minced garlic.")).toEqual([]);
    expect(times("Season with a pinch of salt; mix in a bowl.")).toEqual([]);
    expect(times("Step 2h")).toEqual([["2h", 7200, 7200]]);
  });

  it("says where each time is in the step", () => {
    const [timer] = findStepTimers("Simmer 25 minutes.");
    expect(timer).toMatchObject({ start: 7, length: 10 });
  });
});

describe("formatTimerClock", () => {
  it("writes minutes and seconds, and hours when there are any", () => {
    expect(formatTimerClock(1500)).toBe("25:00");
    expect(formatTimerClock(4200)).toBe("1:10:00");
    expect(formatTimerClock(45)).toBe("0:45");
    expect(formatTimerClock(44.2)).toBe("0:45");
    expect(formatTimerClock(-3)).toBe("0:00");
  });
});
