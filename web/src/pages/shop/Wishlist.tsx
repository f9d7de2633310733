import { Box, Container, Heading, Skeleton, Text } from "@chakra-ui/react";
import { useSession } from "../../session";
import { ProductGrid } from "../../components/shop/ProductGrid";
import { useWishlist } from "../../components/shop/useWishlist";

export default function Wishlist() {
  const { user } = useSession();
  const { items, loading, error } = useWishlist({ skip: !user });

  let content: React.ReactNode;
  if (!user) content = <Text>Please log in to view your wishlist.</Text>;
  else if (loading && items.length === 0) content = <Skeleton h="300px" />;
  else if (error) content = <Text color="red.600">Failed to load wishlist.</Text>;
  else if (items.length === 0) content = <Text>No items in your wishlist yet.</Text>;
  else content = <ProductGrid products={items} removable />;

  return (
    <Container maxW="7xl" py="8">
      <Heading as="h1" size="2xl" mb="6">
        Your Wishlist
      </Heading>
      <Box>{content}</Box>
    </Container>
  );
}
