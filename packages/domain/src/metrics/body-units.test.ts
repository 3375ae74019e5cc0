import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { heightForSystem, heightToInches, waterForSystem, waterToOunces, weightForSystem, weightToPounds } from "./body-units";

describe("body figures in the person's system", () => {
  it("reads 70 in as 177.8 cm and 180 lb as 81.65 kg, and US figures as they are", () => {
    expect(heightForSystem(70, "metric")).toBe(177.8);
    expect(weightForSystem(180, "metric")).toBe(81.65);
    expect(heightForSystem(70, "us")).toBe(70);
    expect(weightForSystem(180, "us")).toBe(180);
  });

  it("takes 180 cm as 70.9 in and 80 kg as 176.4 lb for the formulas and the API", () => {
    expect(heightToInches(180, "metric")).toBe(70.9);
    expect(weightToPounds(80, "metric")).toBe(176.4);
    expect(heightToInches(70, "us")).toBe(70);
  });

  it("reads the water target of 120.6 oz as 3567 ml", () => {
    expect(waterForSystem(120.6, "metric")).toBe(3567);
    expect(waterForSystem(120.6, "us")).toBe(120.6);
  });

  it("brings a stored figure back within rounding after a metric edit that changes nothing", () => {
    fc.assert(
      fc.property(fc.double({ min: 20, max: 100, noNaN: true }), fc.double({ min: 50, max: 600, noNaN: true }), (inches, pounds) => {
        expect(Math.abs(heightToInches(heightForSystem(inches, "metric"), "metric") - inches)).toBeLessThanOrEqual(0.08);
        expect(Math.abs(weightToPounds(weightForSystem(pounds, "metric"), "metric") - pounds)).toBeLessThanOrEqual(0.08);
      }),
    );
  });

  it("logs 250 ml of water as 8.45 oz, which reads as 250 ml again; ounces stay ounces", () => {
    expect(waterToOunces(250, "metric")).toBe(8.45);
    expect(waterForSystem(waterToOunces(250, "metric"), "metric")).toBe(250);
    expect(waterToOunces(8, "us")).toBe(8);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), (ml) => Math.abs(waterForSystem(waterToOunces(ml, "metric"), "metric") - ml) <= 1),
    );
  });
});
