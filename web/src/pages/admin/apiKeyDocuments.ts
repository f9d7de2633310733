import { graphql } from "../../gql";

export const ApiKeysQuery = graphql(`
  query ApiKeys {
    apiKeyScopes
    apiKeys {
      id
      name
      prefix
      scopes
      rateLimitPerMinute
      requestCount
      lastUsedAt
      createdAt
      createdByEmail
      revokedAt
    }
  }
`);

export const CreateApiKeyMutation = graphql(`
  mutation CreateApiKey($input: ApiKeyInput!) {
    createApiKey(input: $input) {
      secret
      apiKey {
        id
        name
        prefix
      }
    }
  }
`);

export const RevokeApiKeyMutation = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
      revokedAt
    }
  }
`);
