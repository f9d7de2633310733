import { Box, Button, Heading, Text, VStack } from "@chakra-ui/react";
import { Link } from "react-router";
import { Head, useHttpStatus } from "../ssr/response";
import { pageMeta } from "../seo/pageMeta";

export default function NotFound() {
  useHttpStatus(404);
  return (
    <>
      {/* Its own title where a known path found nothing (a product's address with no product). */}
      <Head {...pageMeta("/404")} />
      <Box as="main" minH="100vh" display="flex" alignItems="center" justifyContent="center" p={6}>
        <VStack gap={4} textAlign="center">
          <Heading as="h1" size="2xl">404</Heading>
          <Text fontSize="lg">Sorry, this page doesn't exists.</Text>
          <Button asChild>
            <Link to="/">Go to home</Link>
          </Button>
        </VStack>
      </Box>
    </>
  );
}
