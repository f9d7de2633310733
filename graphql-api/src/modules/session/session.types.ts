// The GraphQL shape of a signed-in session, as its account sees it.
import { Field, ID, ObjectType } from "type-graphql";

@ObjectType("Session", { description: "One of the signed-in account's sessions (a browser or app signed in)." })
export class SessionType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "Browser and system, from its User-Agent (\"Chrome 131 on Linux\")." }) device!: string;
  @Field(() => String, { description: "The country of the address it was last seen from (approximate), \"Local network\" or \"Unknown\"." }) place!: string;
  @Field(() => String, { description: "How it signed in: Password, Password and code, Passkey." }) method!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { description: "Updated at most every 5 minutes." }) lastSeenAt!: Date;
  @Field(() => Boolean, { description: "The session this request is made in." }) current!: boolean;
}
