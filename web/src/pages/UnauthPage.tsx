import { Box, Button, Heading, VStack } from "@chakra-ui/react";
import { Link } from "react-router";
import { useHttpStatus } from "../ssr/response";

export default function UnauthPage() {
  useHttpStatus(403);
  return (
    <Box as="main" minH="100vh" display="flex" alignItems="center" justifyContent="center" p={6}>
      <VStack gap={4} textAlign="center">
        <Heading as="h1" size="xl">You don't have access to view this page</Heading>
        <Button asChild variant="outline">
          <Link to="/">Go to home</Link>
        </Button>
      </VStack>
    </Box>
  );
}
