import { Box, Button, Heading, Text, VStack } from "@chakra-ui/react";
import { Link } from "react-router";
import { useHttpStatus } from "../ssr/response";

export default function NotFound() {
  useHttpStatus(404);
  return (
    <Box as="main" minH="100vh" display="flex" alignItems="center" justifyContent="center" p={6}>
      <VStack gap={4} textAlign="center">
        <Heading as="h1" size="2xl">404</Heading>
        <Text fontSize="lg">Sorry, this page doesn't exists.</Text>
        <Button asChild>
          <Link to="/">Go to home</Link>
        </Button>
      </VStack>
    </Box>
  );
}
