export { SessionProvider } from "./SessionProvider";
export { SessionContext, useSession, isAdmin, homeFor } from "./context";
export type { Session, SessionState, SessionUser } from "./context";
