// The caller a service acts for (id and role), and the guard services use to insist on one.
import type { Role } from "../generated/prisma/client.js";
import { unauthenticated } from "../errors.js";

/** Who is calling: passed as the first argument to every service call that acts for someone. */
export interface Viewer {
  id: string;
  role: Role;
  /** The session the request is made in (absent for tokens issued before sessions were kept). */
  sessionId?: string;
}

/**
 * The caller a service acts for. Who may call is decided before the service runs (auth/access.ts); this only
 * narrows the type, and still refuses a missing caller should a service be reached another way.
 */
export function requireViewer(viewer: Viewer | null | undefined): Viewer {
  if (!viewer) throw unauthenticated();
  return viewer;
}
