import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { Button, ChakraProvider } from "@chakra-ui/react";
import { CacheProvider } from "@emotion/react";
import { system } from "./system";
import { createStyleCache } from "./styleCache";
import { chakraGlobalCssRules } from "../../build/chakraGlobalCss";

// Outside production emotion gives each rule a style element of its own; the provider's global ones are keyed css-global.
const insertedGlobalRules = () =>
  [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion^="css-global"]')].map((s) => s.textContent ?? "");

// A build writes these rules into the page's head and keeps ChakraProvider from inserting them (web/build/chakraGlobalCss.ts);
// in dev and tests the provider inserts them. Both must be the same CSS, written with the app's style cache.
it("the <style> a build writes into the page holds exactly the global rules ChakraProvider inserts: layer order, reset, tokens", () => {
  render(
    <CacheProvider value={createStyleCache()}>
      <ChakraProvider value={system}>
        <Button>Sign in</Button>
      </ChakraProvider>
    </CacheProvider>,
  );
  expect(screen.getByRole("button", { name: "Sign in" })).toBeInTheDocument();
  const inserted = insertedGlobalRules();
  expect(inserted).toContain("@layer reset,base,tokens,recipes;");
  expect(inserted.join("")).toContain("--chakra-colors-red-500:#ef4444");
  expect([...inserted].sort()).toEqual(chakraGlobalCssRules(system).sort());
});
