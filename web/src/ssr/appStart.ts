// What the server asks the API before it renders a page: the facts the app starts from (ssr/pageState.ts AppStart), by
// the same GraphQL operations the app would send itself (session/sessionApi.ts, components/common/useTaxonomy.ts).
import { GUEST, type AppStart } from "./pageState";
import type { ExecuteOperation } from "./renderContract";
import type { SessionUser } from "../session/context";
import type { TaxonomyLists } from "../components/common/useTaxonomy";

const START = `query PageStart {
  me { id userName email phone role }
  shopInfo { demoPayments storefrontAccess url }
}`;
// Asked apart from the visitor's start: the same for every visitor, the server keeps its answer between pages by the
// catalogue's stamps (graphql-api/src/page-answers.ts).
const MENUS = `query PageMenus {
  categories { slug name }
  brands { slug name }
}`;
const CART_COUNT = "query CartCount { cart { itemCount } }";

const isShopPage = (pathname: string) => pathname === "/shop" || pathname.startsWith("/shop/");

type StartData = { me: SessionUser | null; shopInfo: { demoPayments: boolean; storefrontAccess: string; url: string } };

async function dataOf<T>(execute: ExecuteOperation, query: string, operationName: string, variables?: Record<string, unknown>): Promise<T> {
  const { data, errors } = await execute({ query, operationName, variables });
  if (!data) throw new Error(`${operationName}: ${errors?.map((e) => e.message).join(", ") ?? "no data"}`);
  return data as T;
}

/**
 * Who is signed in and whether payments are a demo; on a storefront page also its menus, and a signed-in shopper's
 * cart count. (A visitor of a members-only shop and an admin are sent away from the storefront by the route guard.)
 */
export async function loadAppStart(execute: ExecuteOperation, pathname: string): Promise<AppStart> {
  const shop = isShopPage(pathname);
  const [{ me: user, shopInfo }, menus] = await Promise.all([
    dataOf<StartData>(execute, START, "PageStart"),
    shop ? dataOf<TaxonomyLists>(execute, MENUS, "PageMenus") : undefined,
  ]);
  const { categories, brands } = menus ?? {};
  const storefront = { public: shopInfo.storefrontAccess === "public", url: shopInfo.url };
  const start: AppStart = { user, demoPayments: shopInfo.demoPayments, storefront, ...(categories && brands ? { taxonomy: { categories, brands } } : {}) };
  // A public storefront's visitor may have a guest cart (its cookie came with the request).
  if (!shop || (!user && !storefront.public) || user?.role === "admin") return start;
  const { cart } = await dataOf<{ cart: { itemCount: number } }>(execute, CART_COUNT, "CartCount");
  return { ...start, cart: { itemCount: cart.itemCount, userId: user?.id ?? GUEST } };
}
