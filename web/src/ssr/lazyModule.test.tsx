import { Suspense } from "react";
import { expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { lazyModule, preloadModules } from "./lazyModule";

const page = (text: string) => async () => ({ default: () => <p>{text}</p> });

it("renders a module already loaded in its first render, without suspending (as a page hydrating must)", async () => {
  const Page = lazyModule(Object.assign(page("the page"), { moduleId: "test/Page.tsx" }));
  await preloadModules(["test/Page.tsx"]);
  render(
    <Suspense fallback={<p>loading</p>}>
      <Page />
    </Suspense>,
  );
  expect(screen.getByText("the page")).toBeInTheDocument();
});

it("suspends until a module not loaded yet arrives", async () => {
  const Page = lazyModule(page("the other page"));
  render(
    <Suspense fallback={<p>loading</p>}>
      <Page />
    </Suspense>,
  );
  expect(screen.getByText("loading")).toBeInTheDocument();
  expect(await screen.findByText("the other page")).toBeInTheDocument();
});

it("loads a module declared inside another once that one has loaded", async () => {
  let Inner: ReturnType<typeof lazyModule<object>> | undefined;
  const outer = Object.assign(
    async () => {
      Inner = lazyModule(Object.assign(page("inner"), { moduleId: "test/Inner.tsx" }));
      return { default: () => <p>outer</p> };
    },
    { moduleId: "test/Outer.tsx" },
  );
  lazyModule(outer);
  await preloadModules(["test/Outer.tsx", "test/Inner.tsx"]);
  expect(Inner?.loaded()).toBeDefined();
});

it("starts loading a part hydrated later in a task of its own, not in the render that meets it", async () => {
  const load = vi.fn(page("below the first screen"));
  const Part = lazyModule(load, undefined, { hydrateLater: true });
  render(
    <Suspense fallback={<p>loading</p>}>
      <Part />
    </Suspense>,
  );
  expect(load).not.toHaveBeenCalled();
  expect(await screen.findByText("below the first screen")).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

