import { useState } from "react";
import {
  CloseButton,
  Dialog,
  Flex,
  Heading,
  Portal,
  Separator,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { NetworkStatus } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import { errorMessage } from "../../apollo/errors";
import { phoneFullScreenDialogContent } from "../common/dialogLayout";
import { toaster } from "../common/toaster";
import { ReviewForm } from "./ReviewForm";
import { ReviewList } from "./ReviewList";
import { StarRating } from "./StarPicker";
import { PurchasePanel } from "./PurchasePanel";
import { ProductGallery } from "./ProductGallery";
import { initialChoice } from "./variantChoice";
import { AddReviewMutation } from "./reviewDocuments";

/** Reviews come 10 at a time; the cache appends each later page to the list (see apollo/appendPages). */
export const ProductDetailQuery = graphql(`
  query ProductDetail($id: ID!, $reviewPage: Int = 1) {
    product(id: $id) {
      ...ProductFields
      reviewCount
      images {
        ...PictureFields
      }
      variants {
        ...VariantFields
        unitPriceCents
      }
    }
    reviews(productId: $id, page: $reviewPage, pageSize: 10) {
      ...ReviewPageFields
    }
  }
`);

interface Props {
  productId: string | null;
  onClose: () => void;
}

/** Product details, size / colour choice, stock line, reviews and the review form. Closing clears the product, the stars and the text. */
export function ProductDetailDialog({ productId, onClose }: Props) {
  const [rating, setRating] = useState(0);
  const [message, setMessage] = useState("");
  const close = () => {
    setRating(0);
    setMessage("");
    onClose();
  };

  return (
    <Dialog.Root
      open={productId !== null}
      onOpenChange={(e) => !e.open && close()}
      size={{ base: "full", md: "xl" }}
      scrollBehavior="inside"
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...phoneFullScreenDialogContent}>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
            <Dialog.Body pt="10">
              {productId && (
                <ProductDetails
                  productId={productId}
                  rating={rating}
                  message={message}
                  onRatingChange={setRating}
                  onMessageChange={setMessage}
                  onReviewed={() => {
                    setRating(0);
                    setMessage("");
                  }}
                />
              )}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface DetailsProps {
  productId: string;
  rating: number;
  message: string;
  onRatingChange: (v: number) => void;
  onMessageChange: (v: string) => void;
  onReviewed: () => void;
}

function ProductDetails({ productId, rating, message, onRatingChange, onMessageChange, onReviewed }: DetailsProps) {
  const { data, loading, error, networkStatus, fetchMore } = useQuery(ProductDetailQuery, { variables: { id: productId } });
  const [addReview, { loading: submitting }] = useMutation(AddReviewMutation, {
    // averageReview and the list both change: reload this dialog's one query.
    refetchQueries: [{ query: ProductDetailQuery, variables: { id: productId } }],
    awaitRefetchQueries: true,
  });
  // The colour chosen in the purchase panel: the gallery shows its pictures.
  const [chosenColour, setColour] = useState<string | null>(null);

  if (loading && !data) return <Skeleton h="400px" />;
  if (error || !data) return <Text>{errorMessage(error, "Product not found")}</Text>;

  const { product, reviews } = data;
  const hasMoreReviews = reviews.page * reviews.pageSize < reviews.total;
  const colour = chosenColour ?? initialChoice(product.variants).colour ?? "";

  const submitReview = async () => {
    try {
      await addReview({
        variables: { input: { productId: product.id, reviewMessage: message.trim(), reviewValue: rating } },
      });
      toaster.create({ title: "Review added successfully!", type: "success" });
      onReviewed();
    } catch (err) {
      toaster.create({ title: errorMessage(err, "Failed to submit review"), type: "error" });
    }
  };

  const showMoreReviews = async () => {
    try {
      await fetchMore({ variables: { reviewPage: reviews.page + 1 } });
    } catch (err) {
      toaster.create({ title: errorMessage(err, "Failed to load more reviews"), type: "error" });
    }
  };

  return (
    <Flex direction={{ base: "column", md: "row" }} gap="6">
      {/* Half the dialog's body from md (the dialog at most 56em wide, 24 px padding); the whole screen's on a phone. */}
      <ProductGallery images={product.images} colour={colour} sizes="(min-width: 56em) 424px, (min-width: 48em) calc(50vw - 24px), calc(100vw - 48px)" />
      <Stack gap="3" flex="1" minW="0">
        <Dialog.Title asChild>
          <Heading size="2xl">{product.title}</Heading>
        </Dialog.Title>
        <Dialog.Description color="fg.muted">{product.description}</Dialog.Description>
        <Flex align="center" gap="2">
          <StarRating value={product.averageReview} />
          <Text color="fg.muted">({product.averageReview.toFixed(2)})</Text>
        </Flex>
        <PurchasePanel product={product} onColourChange={setColour} />
        <Separator />
        <Heading size="md">Reviews</Heading>
        <ReviewList
          reviews={reviews.items}
          hasMore={hasMoreReviews}
          loadingMore={networkStatus === NetworkStatus.fetchMore}
          onShowMore={showMoreReviews}
        />
        <ReviewForm
          rating={rating}
          message={message}
          submitting={submitting}
          onRatingChange={onRatingChange}
          onMessageChange={onMessageChange}
          onSubmit={submitReview}
        />
      </Stack>
    </Flex>
  );
}
