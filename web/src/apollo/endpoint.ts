export const GRAPHQL_ENDPOINT = "/graphql";
