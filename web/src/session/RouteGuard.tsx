import { Suspense } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { PageSkeleton } from "../components/common/PageSkeleton";
import { useSession } from "./context";
import { guardRedirect } from "./guard";

/** Layout route around every guarded page: skeleton while auth is checked, then redirect or render the page. */
export function RouteGuard() {
  const session = useSession();
  const { pathname } = useLocation();
  if (session.isLoading) return <PageSkeleton />;
  const target = guardRedirect(pathname, session);
  if (target && target !== pathname) return <Navigate to={target} replace />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Outlet />
    </Suspense>
  );
}
