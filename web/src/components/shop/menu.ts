import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { writeSessionFilters } from "./filters";

export const MENU_ITEMS = [
  { id: "home", label: "Home", path: "/shop/home" },
  { id: "products", label: "Products", path: "/shop/listing" },
  { id: "men", label: "Men", path: "/shop/listing" },
  { id: "women", label: "Women", path: "/shop/listing" },
  { id: "kids", label: "Kids", path: "/shop/listing" },
  { id: "footwear", label: "Footwear", path: "/shop/listing" },
  { id: "accessories", label: "Accessories", path: "/shop/listing" },
  { id: "search", label: "Search", path: "/shop/search" },
] as const;

export type MenuItem = (typeof MENU_ITEMS)[number];

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
