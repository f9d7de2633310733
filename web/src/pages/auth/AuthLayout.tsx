import { Suspense } from "react";
import { Box, Flex, Heading } from "@chakra-ui/react";
import { Outlet } from "react-router";
import { PageSkeleton } from "../../components/common/PageSkeleton";

/** SPEC section 1: two columns; the black welcome panel is hidden on small screens. */
export default function AuthLayout() {
  return (
    <Flex minH="100vh" w="full">
      <Flex
        display={{ base: "none", lg: "flex" }}
        w="50%"
        bg="black"
        color="white"
        align="center"
        justify="center"
        px={12}
      >
        <Heading as="h1" size="4xl" textAlign="center" lineHeight="short" maxW="md">
          Welcome to{" "}
          <Box as="span" whiteSpace="nowrap">
            E-Commerce
          </Box>{" "}
          Shopping
        </Heading>
      </Flex>
      <Flex as="main" flex="1" align="center" justify="center" bg="bg" px={{ base: 4, sm: 6, lg: 8 }} py={12}>
        <Box w="full" maxW="md">
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
    </Flex>
  );
}
