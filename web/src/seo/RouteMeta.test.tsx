import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, MemoryRouter, Route, Routes } from "react-router";
import { RouteMeta } from "./RouteMeta";

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <RouteMeta />
      <Routes>
        <Route path="/auth/login" element={<Link to="/auth/register">Register</Link>} />
        <Route path="*" element={<Link to="/shop/listing">Listing</Link>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("page title and description", () => {
  it.each([
    ["/auth/login", "Sign in | E-Commerce Shopping", /sign in/i],
    ["/auth/register", "Create account | E-Commerce Shopping", /create an .* account/i],
    ["/shop/home", "Home | E-Commerce Shopping", /new arrivals/i],
    ["/shop/listing?category=men", "Products | E-Commerce Shopping", /browse clothing/i],
    ["/shop/account", "My account | E-Commerce Shopping", /orders, addresses/i],
    ["/reset-password/u1/t0k3n", "Choose a new password | E-Commerce Shopping", /new password/i],
    ["/admin/products", "Products admin | E-Commerce Shopping", /administration/i],
    ["/admin/customers/u1", "Customers | E-Commerce Shopping", /customers/i],
    ["/no/such/page", "Page not found | E-Commerce Shopping", /clothing and accessories shop/i],
  ])("%s is titled %s with its own description", (path, title, text) => {
    renderAt(path);
    expect(document.title).toBe(title);
    expect(description()).toMatch(text);
  });

  it("follows the page when the shopper moves on inside the app", async () => {
    renderAt("/auth/login");
    expect(document.title).toBe("Sign in | E-Commerce Shopping");
    await userEvent.click(screen.getByRole("link", { name: "Register" }));
    expect(document.title).toBe("Create account | E-Commerce Shopping");
    expect(description()).toMatch(/create an .* account/i);
  });

  it("keeps one description tag", async () => {
    renderAt("/shop/home");
    await userEvent.click(screen.getByRole("link", { name: "Listing" }));
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});
