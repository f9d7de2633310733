// The review documents both product views use (the product dialog over the listing, and the product page): a page
// of reviews as the list shows it, and writing one.
import { graphql } from "../../gql";

/** One page of reviews (10 at a time; the cache appends each later page to the list, see apollo/appendPages). */
export const ReviewPageFields = graphql(`
  fragment ReviewPageFields on ReviewPage {
    total
    page
    pageSize
    items {
      id
      userName
      reviewMessage
      reviewValue
      createdAt
    }
  }
`);

export const AddReviewMutation = graphql(`
  mutation AddReview($input: ReviewInput!) {
    addReview(input: $input) {
      id
    }
  }
`);
