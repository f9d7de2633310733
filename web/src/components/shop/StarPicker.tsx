import { HStack, Icon, IconButton } from "@chakra-ui/react";
import { FaRegStar, FaStar } from "react-icons/fa";

const STARS = [1, 2, 3, 4, 5];

/** Five star buttons; `value` 0 means nothing chosen yet. */
export function StarPicker({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  return (
    <HStack gap="1" role="group" aria-label={`Rating: ${value} of 5`}>
      {STARS.map((star) => (
        <IconButton
          key={star}
          aria-label={`${star} star${star > 1 ? "s" : ""}`}
          aria-pressed={star <= value}
          size="sm"
          variant="ghost"
          color={star <= value ? "yellow.500" : "fg.muted"}
          onClick={() => onChange(star)}
        >
          {star <= value ? <FaStar /> : <FaRegStar />}
        </IconButton>
      ))}
    </HStack>
  );
}

/** A read-only rating, e.g. a product's average or a review's stars. */
export function StarRating({ value }: { value: number }) {
  const filled = Math.round(value);
  return (
    <HStack gap="0.5" role="img" aria-label={`Rated ${value} of 5`}>
      {STARS.map((star) => (
        <Icon key={star} color={star <= filled ? "yellow.500" : "fg.muted"} boxSize="4">
          {star <= filled ? <FaStar /> : <FaRegStar />}
        </Icon>
      ))}
    </HStack>
  );
}
