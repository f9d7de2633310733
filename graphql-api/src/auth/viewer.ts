import type { Role } from "../generated/prisma/client.js";
import { forbidden, unauthenticated } from "../errors.js";

/** Who is calling: passed as the first argument to every service call that acts for someone. */
export interface Viewer {
  id: string;
  role: Role;
}

export function requireViewer(viewer: Viewer | null | undefined): Viewer {
  if (!viewer) throw unauthenticated();
  return viewer;
}

export function requireAdmin(viewer: Viewer | null | undefined): Viewer {
  const v = requireViewer(viewer);
  if (v.role !== "admin") throw forbidden("Only admins can do this.");
  return v;
}
