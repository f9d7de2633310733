import { Avatar, Box, Button, Float, IconButton, type ButtonProps } from "@chakra-ui/react";
import { FaBars, FaShoppingCart, FaSort } from "react-icons/fa";

// The buttons that open the header's and the listing's menus and drawers. They are their own light module so a page
// can show them before the widgets' code has loaded (components/common/deferred.tsx).

export function CartButton({ count, ...rest }: ButtonProps & { count: number }) {
  return (
    <IconButton aria-label={`Cart, ${count} items`} variant="outline" size="sm" position="relative" overflow="visible" {...rest}>
      <FaShoppingCart />
      {count > 0 && (
        <Float placement="top-end">
          <Box
            aria-hidden
            data-testid="cart-count"
            bg="red.600"
            color="white"
            fontSize="xs"
            fontWeight="bold"
            minW="5"
            h="5"
            px="1"
            rounded="full"
            textAlign="center"
            lineHeight="1.25rem" // a token number here would multiply the font size and push the digits out of the badge
          >
            {count}
          </Box>
        </Float>
      )}
    </IconButton>
  );
}

export function UserMenuButton({ userName, ...rest }: ButtonProps & { userName: string | undefined }) {
  return (
    <Button variant="ghost" size="sm" p="0" rounded="full" aria-label="User menu" {...rest}>
      <Avatar.Root size="sm" colorPalette="gray">
        <Avatar.Fallback name={userName ?? "?"} />
      </Avatar.Root>
    </Button>
  );
}

export function MobileMenuButton(props: ButtonProps) {
  return (
    <IconButton aria-label="Open menu" variant="outline" size="sm" hideFrom="lg" {...props}>
      <FaBars />
    </IconButton>
  );
}

export function SortButton(props: ButtonProps) {
  return (
    <Button variant="outline" size="sm" {...props}>
      <FaSort aria-hidden />
      Sort by
    </Button>
  );
}
