// What the server asks the API before it renders a page: the facts the app starts from (ssr/pageState.ts AppStart), by
// the same GraphQL operations the app would send itself (session/sessionApi.ts, components/common/useTaxonomy.ts).
import type { AppStart } from "./pageState";
import type { ExecuteOperation } from "./renderContract";
import type { SessionUser } from "../session/context";
import type { TaxonomyLists } from "../components/common/useTaxonomy";

const START = "query PageStart { me { id userName email phone role } shopInfo { demoPayments } }";
const SHOP_START = "query ShopStart { categories { slug name } brands { slug name } cart { itemCount } }";

const isShopPage = (pathname: string) => pathname === "/shop" || pathname.startsWith("/shop/");

/**
 * Who is signed in and whether payments are a demo; on a shopper's storefront page also the menus and the cart's
 * count. A visitor or an admin is sent away from the storefront by the route guard: nothing more is asked for them.
 */
export async function loadAppStart(execute: ExecuteOperation, pathname: string): Promise<AppStart> {
  const start = await execute({ query: START, operationName: "PageStart" });
  const data = start.data as { me: SessionUser | null; shopInfo: { demoPayments: boolean } } | null | undefined;
  if (!data) throw new Error(`PageStart: ${start.errors?.map((e) => e.message).join(", ") ?? "no data"}`);
  const user = data.me;
  const appStart: AppStart = { user, demoPayments: data.shopInfo.demoPayments };
  if (!user || user.role === "admin" || !isShopPage(pathname)) return appStart;
  const shop = await execute({ query: SHOP_START, operationName: "ShopStart" });
  const lists = shop.data as (TaxonomyLists & { cart: { itemCount: number } }) | null | undefined;
  if (!lists) throw new Error(`ShopStart: ${shop.errors?.map((e) => e.message).join(", ") ?? "no data"}`);
  return { ...appStart, taxonomy: { categories: lists.categories, brands: lists.brands }, cart: { itemCount: lists.cart.itemCount, userId: user.id } };
}
