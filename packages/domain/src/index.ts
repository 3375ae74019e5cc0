export * from "./auth/credentials";
export * from "./shared/rounding";
export * from "./recipes/quantity";
export * from "./recipes/scaling";
export * from "./recipes/names";
export * from "./foods/units";
export * from "./metrics/formulas";
export * from "./journal/nutrients";
