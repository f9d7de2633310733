import { useState } from "react";
import { renderToString } from "react-dom/server";
import { expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useTypedBeforeStart } from "./useTypedBeforeStart";

function CityForm() {
  const [city, setCity] = useState("");
  const ref = useTypedBeforeStart<HTMLInputElement>(city, setCity);
  return (
    <form>
      <input ref={ref} aria-label="City" value={city} onChange={(e) => setCity(e.target.value)} />
      <button type="submit" disabled={!city}>
        Add
      </button>
    </form>
  );
}

it("takes what was typed into the server's page before the app started, as if typed after", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<CityForm />);
  document.body.append(container);
  (container.querySelector("input") as HTMLInputElement).value = "Shelbyville";
  render(<CityForm />, { container, hydrate: true });
  expect(await screen.findByRole("button", { name: "Add" })).toBeEnabled();
  await userEvent.type(screen.getByLabelText("City"), "!");
  expect(screen.getByLabelText("City")).toHaveValue("Shelbyville!");
});

it("changes nothing in a field nobody typed into", () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<CityForm />);
  document.body.append(container);
  render(<CityForm />, { container, hydrate: true });
  expect(screen.getByRole("button", { name: "Add" })).toBeDisabled();
  expect(screen.getByLabelText("City")).toHaveValue("");
});
