import { lazy } from "react";
import { useParams } from "react-router";
import NotFound from "../NotFound";

/*
 * The back office's money pages behind one route (/admin/money/:section): the route table is in every storefront
 * page's first load, so one entry serves them all. A new money page is one line here and one in
 * the admin menu (AdminLayout's MENU).
 */
export const MONEY_PAGES = {
  "discount-codes": lazy(() => import("./DiscountCodes")),
  shipping: lazy(() => import("./ShippingMethods")),
  taxes: lazy(() => import("./TaxRates")),
  promotions: lazy(() => import("./Promotions")),
} as const;

export default function Money() {
  const { section = "" } = useParams();
  const Page = MONEY_PAGES[section as keyof typeof MONEY_PAGES];
  return Page ? <Page /> : <NotFound />;
}
