// Jest's globalTeardown (jest.config.mjs): removes the run's template database.
export { globalTeardown as default } from "./migrated-template";
