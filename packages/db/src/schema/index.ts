export * from "./auth";
export * from "./recipes";
export * from "./kitchen";
export * from "./filters";
export * from "./carts";
export * from "./metrics";
export * from "./journal";
export * from "./foods";
