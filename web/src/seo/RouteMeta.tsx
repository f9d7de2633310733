import { useEffect } from "react";
import { useLocation } from "react-router";
import { pageMeta } from "./pageMeta";

/** Keeps document.title and the description meta in step with the page (a single-page app has one HTML file). */
export function RouteMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    const { title, description } = pageMeta(pathname);
    document.title = title;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement("meta");
      tag.name = "description";
      document.head.append(tag);
    }
    tag.content = description;
  }, [pathname]);
  return null;
}
