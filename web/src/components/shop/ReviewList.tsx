import { Box, Button, Stack, Text } from "@chakra-ui/react";
import { StarRating } from "./StarPicker";

export interface ListedReview {
  id: string;
  userName: string;
  reviewMessage: string;
  reviewValue: number;
}

interface Props {
  reviews: ListedReview[];
  hasMore: boolean;
  loadingMore: boolean;
  onShowMore: () => void;
}

/** The reviews loaded so far, newest first; under them, a button for the next page while there is one. */
export function ReviewList({ reviews, hasMore, loadingMore, onShowMore }: Props) {
  return (
    <>
      <Stack gap="4" maxH="300px" overflowY="auto">
        {reviews.length === 0 ? (
          <Text>No Reviews</Text>
        ) : (
          reviews.map((review) => (
            <Box key={review.id}>
              <Text fontWeight="bold">{review.userName}</Text>
              <StarRating value={review.reviewValue} />
              <Text color="fg.muted">{review.reviewMessage}</Text>
            </Box>
          ))
        )}
      </Stack>
      {hasMore && (
        <Button variant="outline" size="sm" alignSelf="flex-start" loading={loadingMore} onClick={onShowMore}>
          Show more reviews
        </Button>
      )}
    </>
  );
}
