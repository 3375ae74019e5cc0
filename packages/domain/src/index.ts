export * from "./auth/credentials";
