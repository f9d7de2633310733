// A product page's reviews: ten at a time, and the review form for a signed-in shopper (a visitor is asked to sign
// in, and comes back here).
import { loginReturningTo } from "../../../session/returnTo";
import { useState } from "react";
import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { NetworkStatus } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import { errorMessage } from "../../../apollo/errors";
import { toaster } from "../../../components/common/toaster";
import { useSession } from "../../../session/context";
import { ReviewList } from "../../../components/shop/ReviewList";
import { ReviewForm } from "../../../components/shop/ReviewForm";
import { AddReviewMutation } from "../../../components/shop/reviewDocuments";
import { ProductPageQuery, ProductReviewsQuery } from "./documents";

export function ProductReviews({ productId, slug }: { productId: string; slug: string }) {
  const { isAuthenticated } = useSession();
  const [rating, setRating] = useState(0);
  const [message, setMessage] = useState("");
  const { data, error, networkStatus, fetchMore } = useQuery(ProductReviewsQuery, { variables: { productId } });
  const [addReview, { loading: submitting }] = useMutation(AddReviewMutation, {
    // The rating above and the list both change.
    refetchQueries: [
      { query: ProductReviewsQuery, variables: { productId } },
      { query: ProductPageQuery, variables: { slug } },
    ],
    awaitRefetchQueries: true,
  });

  const submit = async () => {
    try {
      await addReview({ variables: { input: { productId, reviewMessage: message.trim(), reviewValue: rating } } });
      toaster.create({ title: "Review added successfully!", type: "success" });
      setRating(0);
      setMessage("");
    } catch (err) {
      toaster.create({ title: errorMessage(err, "Failed to submit review"), type: "error" });
    }
  };
  const reviews = data?.reviews;

  return (
    <Stack as="section" gap="4" maxW="3xl">
      <Heading as="h2" size="lg">
        Reviews
      </Heading>
      {error && <Text>{errorMessage(error, "The reviews could not be loaded.")}</Text>}
      {reviews && (
        <ReviewList
          reviews={reviews.items}
          hasMore={reviews.page * reviews.pageSize < reviews.total}
          loadingMore={networkStatus === NetworkStatus.fetchMore}
          onShowMore={() => void fetchMore({ variables: { page: reviews.page + 1 } }).catch((err) => toaster.create({ title: errorMessage(err, "Failed to load more reviews"), type: "error" }))}
        />
      )}
      {isAuthenticated ? (
        <ReviewForm rating={rating} message={message} submitting={submitting} onRatingChange={setRating} onMessageChange={setMessage} onSubmit={submit} />
      ) : (
        <Button asChild variant="outline" alignSelf="flex-start">
          <Link to={loginReturningTo(`/shop/product/${slug}`)}>Sign in to write a review</Link>
        </Button>
      )}
    </Stack>
  );
}
