import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { PageSkeleton } from "../components/common/PageSkeleton";
import { Redirect } from "../ssr/response";
import { useSession } from "./context";
import { guardRedirect } from "./guard";

/**
 * Layout route around every guarded page: the page, or a redirect (a 302 from the server, which knows who is signed
 * in; a navigation in the browser). A skeleton only while the session is asked for (a page served without it) or a
 * page's code loads after a navigation.
 */
export function RouteGuard() {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (session.isLoading) return <PageSkeleton />;
  const target = guardRedirect(pathname, session, search);
  if (target && target !== pathname) return <Redirect to={target} />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Outlet />
    </Suspense>
  );
}
