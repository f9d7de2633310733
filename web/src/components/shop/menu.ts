import { useCallback, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { writeSessionFilters } from "./filters";
import { useTaxonomy } from "../common/useTaxonomy";

export interface MenuItem {
  id: string;
  label: string;
  path: string;
}

const HOME: MenuItem = { id: "home", label: "Home", path: "/shop/home" };
const PRODUCTS: MenuItem = { id: "products", label: "Products", path: "/shop/listing" };
const SEARCH: MenuItem = { id: "search", label: "Search", path: "/shop/search" };

/** Home, Products, then every visible category in the admin's order, then Search. */
export function useMenuItems(): MenuItem[] {
  const { categories } = useTaxonomy();
  return useMemo(() => [HOME, PRODUCTS, ...categories.map((c) => ({ id: c.id, label: c.label, path: "/shop/listing" })), SEARCH], [categories]);
}

const WITHOUT_CATEGORY = new Set(["home", "products", "search"]);

/**
 * Spec "Navigation menu entries": store the entry's filter (a category, or null) in session storage; on a listing
 * page change the query to `category={id}`, otherwise go to the entry's path.
 */
export function useMenuNavigation() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (item: MenuItem) => {
      const filter = WITHOUT_CATEGORY.has(item.id) ? null : { category: [item.id] };
      writeSessionFilters(filter);
      if (filter && pathname.includes("listing")) {
        navigate({ pathname, search: `?category=${encodeURIComponent(item.id)}` });
      } else {
        navigate(item.path);
      }
    },
    [navigate, pathname],
  );
}
