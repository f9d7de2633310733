// Partners' API keys in the back office over GraphQL: thin calls into ApiKeyService.
import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { ApiKeyInput, ApiKeyType, CreatedApiKeyType } from "./apikey.types.js";

@Resolver(() => ApiKeyType)
export class ApiKeyResolver {
  @Query(() => [ApiKeyType], { description: "Admin: every API key, newest first, revoked ones included." })
  apiKeys(@Ctx() ctx: Context) {
    return ctx.services.apiKeys.list();
  }

  @Query(() => [String], { description: "Admin: the scopes a key can be given, e.g. catalogue:read." })
  apiKeyScopes(@Ctx() ctx: Context) {
    return ctx.services.apiKeys.scopes();
  }

  @Mutation(() => CreatedApiKeyType, { description: "Admin: a new key for a partner; its secret is in this answer only." })
  createApiKey(@Arg("input", () => ApiKeyInput) input: ApiKeyInput, @Ctx() ctx: Context) {
    return ctx.services.apiKeys.create(ctx.viewer, input);
  }

  @Mutation(() => ApiKeyType, { description: "Admin: the key is refused from its next request on, on every server. Revoking twice changes nothing." })
  revokeApiKey(@Arg("id", () => ID) id: string, @Ctx() ctx: Context) {
    return ctx.services.apiKeys.revoke(ctx.viewer, id);
  }
}
