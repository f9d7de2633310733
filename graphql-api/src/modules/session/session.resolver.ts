// Sessions on GraphQL: the signed-in account's list, and signing one or all the others out.
import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { requireViewer } from "../../auth/viewer.js";
import { SessionType } from "./session.types.js";

@Resolver()
export class SessionResolver {
  @Query(() => [SessionType], { description: "The signed-in account's sessions, most recently seen first." })
  mySessions(@Ctx() ctx: Context) {
    const v = requireViewer(ctx.viewer);
    return ctx.services.sessions.list(v.id, v.sessionId);
  }

  @Mutation(() => [SessionType], { description: "Signs one of the account's sessions out (its token stops working at once); answers those left." })
  signOutSession(@Arg("id", () => ID) id: string, @Ctx() ctx: Context) {
    const v = requireViewer(ctx.viewer);
    return ctx.services.sessions.signOut(v.id, id, v.sessionId);
  }

  @Mutation(() => [SessionType], { description: "Signs every other session of the account out; this one stays." })
  signOutOtherSessions(@Ctx() ctx: Context) {
    const v = requireViewer(ctx.viewer);
    return ctx.services.sessions.signOutOthers(v.id, v.sessionId);
  }
}
