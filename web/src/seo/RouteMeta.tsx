import { useLocation } from "react-router";
import { Head } from "../ssr/response";
import { useAppStart } from "../ssr/pageState";
import { pageMeta } from "./pageMeta";
import { socialTags } from "./socialTags";

/** A public storefront's pages whose head is their path's (the listing and product pages make their own). */
const SHARED_PAGES = ["/shop/home", "/shop/search"];
/** What a link preview of them shows: the home page's first banner. */
const SHOP_IMAGE = "/images/banners/1.svg";

/**
 * Every page's title and description by its path; a page may say more with its own <Head> (ssr/response.tsx). On a
 * public storefront, home and search also get their canonical address and link-preview tags.
 */
export function RouteMeta() {
  const { pathname, search } = useLocation();
  const { storefront } = useAppStart();
  const meta = pageMeta(pathname);
  if (!storefront?.public || !SHARED_PAGES.includes(pathname)) return <Head {...meta} />;
  const keyword = pathname === "/shop/search" ? new URLSearchParams(search).get("keyword")?.trim() : undefined;
  const canonical = `${storefront.url}${pathname}${keyword ? `?${new URLSearchParams({ keyword })}` : ""}`;
  const image = new URL(SHOP_IMAGE, `${storefront.url}/`).href;
  return <Head {...meta} canonical={canonical} meta={socialTags({ title: meta.title, description: meta.description, url: canonical, image })} />;
}
