import { Avatar, Box, Button, Float, IconButton, VisuallyHidden, type ButtonProps } from "@chakra-ui/react";
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
    // Named by hidden text, not aria-label: a label that differs from the visible initials confuses voice control.
    <Button variant="ghost" size="sm" p="0" rounded="full" {...rest}>
      <VisuallyHidden>User menu</VisuallyHidden>
      <Avatar.Root size="sm" colorPalette="gray" aria-hidden>
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
