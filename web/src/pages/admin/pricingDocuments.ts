import { graphql } from "../../gql";

export const DiscountCodeFields = graphql(`
  fragment DiscountCodeFields on DiscountCode {
    id
    code
    kind
    basisPoints
    amountCents
    categories
    brands
    productIds
    minSubtotalCents
    startsAt
    endsAt
    maxUses
    perCustomer
    firstOrderOnly
    active
    usedCount
  }
`);

export const DiscountCodesQuery = graphql(`
  query AdminDiscountCodes {
    discountCodes {
      ...DiscountCodeFields
    }
  }
`);

export const SaveDiscountCodeMutation = graphql(`
  mutation SaveDiscountCode($id: ID, $input: DiscountCodeInput!) {
    saveDiscountCode(id: $id, input: $input) {
      ...DiscountCodeFields
    }
  }
`);

export const AdminShippingMethodsQuery = graphql(`
  query AdminShippingMethods {
    adminShippingMethods {
      id
      name
      tiered
      priceCents
      freeFromCents
      deliveryEstimate
      active
      position
    }
  }
`);

export const SaveShippingMethodMutation = graphql(`
  mutation SaveShippingMethod($id: ID, $input: ShippingMethodInput!) {
    saveShippingMethod(id: $id, input: $input) {
      id
      name
      tiered
      priceCents
      freeFromCents
      deliveryEstimate
      active
      position
    }
  }
`);

export const TaxRatesQuery = graphql(`
  query AdminTaxRates {
    taxRates {
      id
      country
      region
      name
      ppm
    }
    shopSettings {
      pricesIncludeTax
      country
      region
      legalName
      legalAddress
      taxId
    }
  }
`);

export const SaveTaxRateMutation = graphql(`
  mutation SaveTaxRate($input: TaxRateInput!) {
    saveTaxRate(input: $input) {
      id
      country
      region
      name
      ppm
    }
  }
`);

export const DeleteTaxRateMutation = graphql(`
  mutation DeleteTaxRate($id: ID!) {
    deleteTaxRate(id: $id)
  }
`);

export const SaveShopSettingsMutation = graphql(`
  mutation SaveShopSettings($input: ShopSettingsInput!) {
    saveShopSettings(input: $input) {
      pricesIncludeTax
      country
      region
      legalName
      legalAddress
      taxId
    }
  }
`);
