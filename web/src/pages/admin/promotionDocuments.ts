import { graphql } from "../../gql";

export const PromotionsQuery = graphql(`
  query Promotions {
    promotions {
      id
      name
      kind
      basisPoints
      amountCents
      categories
      brands
      productIds
      minSubtotalCents
      startsAt
      endsAt
      active
    }
  }
`);

export const SavePromotionMutation = graphql(`
  mutation SavePromotion($id: ID, $input: PromotionInput!) {
    savePromotion(id: $id, input: $input) {
      id
      name
      active
    }
  }
`);
