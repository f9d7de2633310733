import { Button, Field, Stack, Textarea } from "@chakra-ui/react";
import { StarPicker } from "./StarPicker";

interface Props {
  rating: number;
  message: string;
  submitting: boolean;
  onRatingChange: (value: number) => void;
  onMessageChange: (value: string) => void;
  onSubmit: () => void;
}

/** Controlled so the dialog can clear it on close. Submit waits for non-blank text (spec section 5). */
export function ReviewForm({ rating, message, submitting, onRatingChange, onMessageChange, onSubmit }: Props) {
  return (
    <Stack
      as="form"
      gap="3"
      onSubmit={(e) => {
        e.preventDefault();
        if (message.trim()) onSubmit();
      }}
    >
      <Field.Root>
        <Field.Label>Write a review</Field.Label>
        <StarPicker value={rating} onChange={onRatingChange} />
      </Field.Root>
      <Textarea
        aria-label="Review"
        placeholder="Write a review..."
        value={message}
        onChange={(e) => onMessageChange(e.target.value)}
      />
      <Button type="submit" alignSelf="flex-start" disabled={message.trim() === ""} loading={submitting}>
        Submit
      </Button>
    </Stack>
  );
}
