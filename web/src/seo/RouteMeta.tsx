import { useLocation } from "react-router";
import { Head } from "../ssr/response";
import { pageMeta } from "./pageMeta";

/** Every page's title and description by its path; a page may say more with its own <Head> (ssr/response.tsx). */
export function RouteMeta() {
  const { pathname } = useLocation();
  return <Head {...pageMeta(pathname)} />;
}
