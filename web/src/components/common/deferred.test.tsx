import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSyncExternalStore } from "react";
import { expect, it, vi } from "vitest";
import { deferred, type OpenableProps } from "./deferred";
import { lazyModule } from "../../ssr/lazyModule";

const Widget = ({ defaultOpen }: OpenableProps) => <p>{defaultOpen ? "Menu, open" : "Menu"}</p>;
const Trigger = ({ onClick }: { onClick: () => void }) => <button onClick={onClick}>Open menu</button>;

/** A readiness the test switches on. */
function readiness() {
  let ready = false;
  const listeners = new Set<() => void>();
  const useReady = () =>
    useSyncExternalStore(
      (l) => (listeners.add(l), () => listeners.delete(l)),
      () => ready,
    );
  const becomeReady = () => act(() => ((ready = true), listeners.forEach((l) => l())));
  return { useReady, becomeReady };
}

const widgetModule = () => {
  const load = vi.fn(async () => ({ default: Widget }));
  return { load, Lazy: lazyModule(load) };
};

it("renders the trigger first (what the server rendered and the page hydrates), then loads the widget in its place", async () => {
  const { load, Lazy } = widgetModule();
  const Deferred = deferred(Lazy, Trigger);
  render(<Deferred />);
  expect(screen.getByRole("button", { name: "Open menu" })).toBeInTheDocument();
  expect(await screen.findByText("Menu")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Open menu" })).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it("with a readiness, loads nothing until a click, which loads the widget and opens it", async () => {
  const { useReady } = readiness();
  const { load, Lazy } = widgetModule();
  const Deferred = deferred(Lazy, Trigger, useReady);
  render(<Deferred />);
  expect(screen.getByRole("button", { name: "Open menu" })).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
  expect(await screen.findByText("Menu, open")).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it("with a readiness, loads the widget closed once ready", async () => {
  const { useReady, becomeReady } = readiness();
  const { load, Lazy } = widgetModule();
  const Deferred = deferred(Lazy, Trigger, useReady);
  render(<Deferred />);
  expect(load).not.toHaveBeenCalled();
  becomeReady();
  expect(await screen.findByText("Menu")).toBeInTheDocument();
});

it("starts the widgets of a page one task after another, not all in the task that hydrated it", async () => {
  const first = widgetModule();
  const second = widgetModule();
  let secondStartedWithFirst: boolean | undefined;
  first.load.mockImplementation(async () => {
    await Promise.resolve(); // after the task's effects have all run
    secondStartedWithFirst = second.load.mock.calls.length > 0;
    return { default: Widget };
  });
  const First = deferred(first.Lazy, Trigger);
  const Second = deferred(second.Lazy, Trigger);
  render(<><First /><Second /></>);
  await waitFor(() => expect(screen.getAllByText("Menu")).toHaveLength(2));
  expect(secondStartedWithFirst).toBe(false);
});
