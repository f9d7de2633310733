import { graphql } from "../../gql";

// Documents shared by several shop screens. Mutations return the whole Cart / Wishlist (with its id) so the
// normalized cache updates every screen in place without a refetch.

export const CartFields = graphql(`
  fragment CartFields on Cart {
    id
    itemCount
    subtotalCents
    shippingCents
    totalCents
    items {
      id
      productId
      variantId
      sku
      size
      colour
      title
      image
      priceCents
      salePriceCents
      unitPriceCents
      lineTotalCents
      quantity
      totalStock
    }
  }
`);

export const CartQuery = graphql(`
  query Cart {
    cart {
      ...CartFields
    }
  }
`);

export const AddToCartMutation = graphql(`
  mutation AddToCart($productId: ID!, $quantity: Int!, $variantId: ID) {
    addToCart(productId: $productId, quantity: $quantity, variantId: $variantId) {
      ...CartFields
    }
  }
`);

export const UpdateCartItemMutation = graphql(`
  mutation UpdateCartItem($productId: ID!, $quantity: Int!, $variantId: ID) {
    updateCartItem(productId: $productId, quantity: $quantity, variantId: $variantId) {
      ...CartFields
    }
  }
`);

export const RemoveFromCartMutation = graphql(`
  mutation RemoveFromCart($productId: ID!, $variantId: ID) {
    removeFromCart(productId: $productId, variantId: $variantId) {
      ...CartFields
    }
  }
`);

export const WishlistQuery = graphql(`
  query Wishlist {
    wishlist {
      id
      items {
        ...ProductFields
      }
    }
  }
`);

export const AddToWishlistMutation = graphql(`
  mutation AddToWishlist($productId: ID!) {
    addToWishlist(productId: $productId) {
      id
      items {
        ...ProductFields
      }
    }
  }
`);

export const RemoveFromWishlistMutation = graphql(`
  mutation RemoveFromWishlist($productId: ID!) {
    removeFromWishlist(productId: $productId) {
      id
      items {
        ...ProductFields
      }
    }
  }
`);

export const AddressFields = graphql(`
  fragment AddressFields on Address {
    id
    address
    city
    pincode
    phone
    notes
  }
`);

export const AddressesQuery = graphql(`
  query Addresses {
    addresses {
      ...AddressFields
    }
  }
`);

export const AddAddressMutation = graphql(`
  mutation AddAddress($input: AddressInput!) {
    addAddress(input: $input) {
      ...AddressFields
    }
  }
`);

export const UpdateAddressMutation = graphql(`
  mutation UpdateAddress($id: ID!, $input: AddressInput!) {
    updateAddress(id: $id, input: $input) {
      ...AddressFields
    }
  }
`);

export const DeleteAddressMutation = graphql(`
  mutation DeleteAddress($id: ID!) {
    deleteAddress(id: $id)
  }
`);
