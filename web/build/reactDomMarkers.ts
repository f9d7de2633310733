import type { Plugin } from "vite";
import { moduleEdits } from "./moduleEdits.ts";

const MODULE = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/**
 * React DOM makes five errors as its module is evaluated: markers it throws to itself (a hydration mismatch, a
 * component suspending, ...) and recognises again by identity; nobody reads their stacks. With DevTools attached, as
 * Lighthouse is, V8 records a new error's stack with lines and columns, and to find the line in React DOM's module
 * function (one 200 kB CommonJS wrapper once bundled, compiled without its source positions) it parses that whole
 * function again: 44-68 ms of the main thread in the first boot stage's one task (3-4 ms without), which Lighthouse's
 * phone counts four times over. Edited: the markers are errors made without a stack (the same message, prototype and
 * identity), so nothing is recorded while the module runs. graphql-api/test/web-boot.test.ts evaluates the built stage
 * and counts the errors it makes.
 */
export function reactDomMarkers(): Plugin {
  const marker = (code: number) => `Object.create(Error.prototype, { message: { value: formatProdErrorMessage(${code}) } })`;
  return moduleEdits(
    "react-dom-markers",
    [
      {
        module: MODULE,
        replace: [
          ["HydrationMismatchException = Error(formatProdErrorMessage(519));", `HydrationMismatchException = ${marker(519)};`],
          ["var SuspenseException = Error(formatProdErrorMessage(460)),", `var SuspenseException = ${marker(460)},`],
          ["SuspenseyCommitException = Error(formatProdErrorMessage(474)),", `SuspenseyCommitException = ${marker(474)},`],
          ["SuspenseActionException = Error(formatProdErrorMessage(542)),", `SuspenseActionException = ${marker(542)},`],
          ["var SelectiveHydrationException = Error(formatProdErrorMessage(461)),", `var SelectiveHydrationException = ${marker(461)},`],
        ],
      },
    ],
    "build/reactDomMarkers.ts",
  );
}
