import { Box, Skeleton, SkeletonText, Stack } from "@chakra-ui/react";

/** Shown while the session is checked and while a page's code loads. */
export function PageSkeleton() {
  return (
    <Box p={{ base: 4, md: 8 }} role="status" aria-busy="true" aria-label="Loading" data-testid="page-skeleton">
      <Stack gap={4}>
        <Skeleton height="40px" width={{ base: "100%", md: "60%" }} />
        <SkeletonText noOfLines={4} gap={3} />
        <Skeleton height="200px" />
      </Stack>
    </Box>
  );
}
