// The GraphQL shapes of partners' API keys in the back office: a key as listed, a key just created (with its secret,
// shown this once), and the create form.
import { Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";

@ObjectType("ApiKey", { description: "A partner's API key. The secret is never shown again after creation; prefix tells keys apart." })
export class ApiKeyType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "Who or what uses the key." }) name!: string;
  @Field(() => String, { description: "The key's public start (shk_ and 12 hex digits): every request with the key begins so." }) prefix!: string;
  @Field(() => [String], { description: "What the key may read (see apiKeyScopes)." }) scopes!: string[];
  @Field(() => Int, { description: "Requests a minute the key may make, counted across every server." }) rateLimitPerMinute!: number;
  @Field(() => Float, { description: "Requests made with the key (a whole number; updated every few seconds)." }) requestCount!: number;
  @Field(() => Date, { nullable: true, description: "When the key was last used; null if never." }) lastUsedAt!: Date | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => String, { nullable: true, description: "The admin who created it; null once their account is gone." }) createdByEmail!: string | null;
  @Field(() => Date, { nullable: true, description: "When it was revoked; null while it works." }) revokedAt!: Date | null;
}

@ObjectType("CreatedApiKey", { description: "A key just created: the only answer that carries its secret." })
export class CreatedApiKeyType {
  @Field(() => ApiKeyType) apiKey!: ApiKeyType;
  @Field(() => String, { description: "The whole key. Shown only now: the shop keeps just its hash. Send it as `Authorization: Bearer <key>` or `X-Api-Key: <key>`." })
  secret!: string;
}

@InputType("ApiKeyInput", { description: "A new key: who uses it, what it may read and how often." })
export class ApiKeyInput {
  @Field(() => String, { description: "At most 100 characters." }) name!: string;
  @Field(() => [String], { description: "At least one of apiKeyScopes." }) scopes!: string[];
  @Field(() => Int, { nullable: true, description: "Requests a minute, 1 to 100,000; 600 when left out." }) rateLimitPerMinute?: number | null;
}
