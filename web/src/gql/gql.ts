/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Passkeys {\n    passkeys {\n      id\n      name\n      synced\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.PasskeysDocument,
    "\n  mutation PasskeyRegistrationOptions {\n    passkeyRegistrationOptions {\n      challengeId\n      options\n    }\n  }\n": typeof types.PasskeyRegistrationOptionsDocument,
    "\n  mutation AddPasskey($challengeId: ID!, $response: String!, $name: String) {\n    addPasskey(challengeId: $challengeId, response: $response, name: $name) {\n      id\n    }\n  }\n": typeof types.AddPasskeyDocument,
    "\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id) {\n      id\n    }\n  }\n": typeof types.RemovePasskeyDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      device\n      place\n      method\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation SignOutSession($id: ID!) {\n    signOutSession(id: $id) {\n      id\n    }\n  }\n": typeof types.SignOutSessionDocument,
    "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions {\n      id\n    }\n  }\n": typeof types.SignOutOtherSessionsDocument,
    "\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n": typeof types.TwoFactorStatusDocument,
    "\n  mutation BeginTwoFactorSetup {\n    beginTwoFactorSetup {\n      secret\n      qrCode\n    }\n  }\n": typeof types.BeginTwoFactorSetupDocument,
    "\n  mutation EnableTwoFactor($code: String!) {\n    enableTwoFactor(code: $code) {\n      codes\n    }\n  }\n": typeof types.EnableTwoFactorDocument,
    "\n  mutation DisableTwoFactor($password: String!, $code: String!) {\n    disableTwoFactor(password: $password, code: $code) {\n      success\n      message\n    }\n  }\n": typeof types.DisableTwoFactorDocument,
    "\n  query ShopInfo {\n    shopInfo {\n      demoPayments\n    }\n  }\n": typeof types.ShopInfoDocument,
    "\n  fragment ProductFields on Product {\n    id\n    slug\n    title\n    description\n    category\n    brand\n    image\n    cover {\n      ...PictureFields\n    }\n    priceCents\n    salePriceCents\n    promotion {\n      priceCents\n      wasCents\n      label\n    }\n    totalStock\n    averageReview\n  }\n": typeof types.ProductFieldsFragmentDoc,
    "\n  fragment PictureFields on ProductImage {\n    url\n    alt\n    colour\n    width\n    height\n    placeholder\n  }\n": typeof types.PictureFieldsFragmentDoc,
    "\n  fragment VariantFields on ProductVariant {\n    id\n    sku\n    size\n    colour\n    stock\n    priceCents\n  }\n": typeof types.VariantFieldsFragmentDoc,
    "\n  fragment OrderDetailsFields on Order {\n    id\n    userName\n    orderDate\n    orderStatus\n    paymentMethod\n    paymentStatus\n    subtotalCents\n    shippingCostCents\n    totalAmountCents\n    items {\n      productId\n      variantId\n      sku\n      size\n      colour\n      title\n      image\n      priceCents\n      quantity\n      totalCents\n    }\n    addressInfo {\n      address\n      city\n      pincode\n      phone\n      notes\n    }\n    history {\n      at\n      field\n      from\n      to\n      actor\n    }\n  }\n": typeof types.OrderDetailsFieldsFragmentDoc,
    "\n  query OrderBreakdown($id: ID!) {\n    order(id: $id) {\n      id\n      breakdown {\n        discountCode\n        discountCents\n        promotions {\n          id\n          name\n          amountCents\n        }\n        shippingMethodName\n        taxIncluded\n        taxLines {\n          name\n          amountCents\n        }\n      }\n    }\n  }\n": typeof types.OrderBreakdownDocument,
    "\n  mutation ApplyDiscountCode($code: String!, $addressId: ID, $shippingMethodId: ID) {\n    applyDiscountCode(code: $code, addressId: $addressId, shippingMethodId: $shippingMethodId) {\n      discountCode\n    }\n  }\n": typeof types.ApplyDiscountCodeDocument,
    "\n  mutation RemoveDiscountCode {\n    removeDiscountCode {\n      discountCode\n    }\n  }\n": typeof types.RemoveDiscountCodeDocument,
    "\n  query CartQuote {\n    cart {\n      id\n      quote {\n        ...CheckoutQuoteFields\n        lines {\n          variantId\n          amountCents\n          promotionCents\n        }\n      }\n    }\n  }\n": typeof types.CartQuoteDocument,
    "\n  fragment CheckoutQuoteFields on CheckoutQuote {\n    subtotalCents\n    promotions {\n      id\n      name\n      amountCents\n    }\n    discountCents\n    shippingCents\n    shippingDiscountCents\n    taxCents\n    taxIncluded\n    totalCents\n    discountCode\n    discountCodeMessage\n    shippingMethodId\n    taxLines {\n      name\n      amountCents\n    }\n  }\n": typeof types.CheckoutQuoteFieldsFragmentDoc,
    "\n  query ShippingMethods {\n    shippingMethods {\n      id\n      name\n      tiered\n      priceCents\n      freeFromCents\n      deliveryEstimate\n    }\n  }\n": typeof types.ShippingMethodsDocument,
    "\n  query CheckoutQuote($addressId: ID, $shippingMethodId: ID) {\n    checkoutQuote(addressId: $addressId, shippingMethodId: $shippingMethodId) {\n      ...CheckoutQuoteFields\n    }\n  }\n": typeof types.CheckoutQuoteDocument,
    "\n  query ProductDetail($id: ID!, $reviewPage: Int = 1) {\n    product(id: $id) {\n      ...ProductFields\n      reviewCount\n      images {\n        ...PictureFields\n      }\n      variants {\n        ...VariantFields\n        unitPriceCents\n      }\n    }\n    reviews(productId: $id, page: $reviewPage, pageSize: 10) {\n      ...ReviewPageFields\n    }\n  }\n": typeof types.ProductDetailDocument,
    "\n  query Profile {\n    me {\n      id\n      userName\n      email\n      phone\n      pendingEmail\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      userName\n      email\n      phone\n      pendingEmail\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  fragment CartFields on Cart {\n    id\n    itemCount\n    subtotalCents\n    shippingCents\n    totalCents\n    items {\n      id\n      productId\n      variantId\n      sku\n      size\n      colour\n      title\n      image\n      priceCents\n      salePriceCents\n      unitPriceCents\n      lineTotalCents\n      quantity\n      totalStock\n    }\n  }\n": typeof types.CartFieldsFragmentDoc,
    "\n  query Cart {\n    cart {\n      ...CartFields\n    }\n  }\n": typeof types.CartDocument,
    "\n  mutation AddToCart($productId: ID!, $quantity: Int!, $variantId: ID) {\n    addToCart(productId: $productId, quantity: $quantity, variantId: $variantId) {\n      ...CartFields\n    }\n  }\n": typeof types.AddToCartDocument,
    "\n  mutation UpdateCartItem($productId: ID!, $quantity: Int!, $variantId: ID) {\n    updateCartItem(productId: $productId, quantity: $quantity, variantId: $variantId) {\n      ...CartFields\n    }\n  }\n": typeof types.UpdateCartItemDocument,
    "\n  mutation RemoveFromCart($productId: ID!, $variantId: ID) {\n    removeFromCart(productId: $productId, variantId: $variantId) {\n      ...CartFields\n    }\n  }\n": typeof types.RemoveFromCartDocument,
    "\n  query Wishlist {\n    wishlist {\n      id\n      items {\n        ...ProductFields\n      }\n    }\n  }\n": typeof types.WishlistDocument,
    "\n  mutation AddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      id\n      items {\n        ...ProductFields\n      }\n    }\n  }\n": typeof types.AddToWishlistDocument,
    "\n  mutation RemoveFromWishlist($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      id\n      items {\n        ...ProductFields\n      }\n    }\n  }\n": typeof types.RemoveFromWishlistDocument,
    "\n  fragment AddressFields on Address {\n    id\n    address\n    city\n    pincode\n    phone\n    notes\n  }\n": typeof types.AddressFieldsFragmentDoc,
    "\n  query Addresses {\n    addresses {\n      ...AddressFields\n    }\n  }\n": typeof types.AddressesDocument,
    "\n  mutation AddAddress($input: AddressInput!) {\n    addAddress(input: $input) {\n      ...AddressFields\n    }\n  }\n": typeof types.AddAddressDocument,
    "\n  mutation UpdateAddress($id: ID!, $input: AddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      ...AddressFields\n    }\n  }\n": typeof types.UpdateAddressDocument,
    "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id)\n  }\n": typeof types.DeleteAddressDocument,
    "\n  query MyOrders($page: Int, $pageSize: Int) {\n    myOrders(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        ...OrderDetailsFields\n      }\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  query Products($filter: ProductFilter, $sortBy: ProductSort, $page: Int, $pageSize: Int) {\n    products(filter: $filter, sortBy: $sortBy, page: $page, pageSize: $pageSize) {\n      total\n      totalIsEstimate\n      page\n      pageSize\n      items {\n        ...ProductFields\n      }\n    }\n  }\n": typeof types.ProductsDocument,
    "\n  query SearchProducts($keyword: String!, $page: Int, $pageSize: Int) {\n    searchProducts(keyword: $keyword, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...ProductFields\n      }\n    }\n  }\n": typeof types.SearchProductsDocument,
    "\n  query ShopFeatureImages {\n    featureImages {\n      id\n      image\n    }\n  }\n": typeof types.ShopFeatureImagesDocument,
    "\n  query ProductFacets($filter: ProductFilter) {\n    productFacets(filter: $filter) {\n      category {\n        value\n        count\n      }\n      brand {\n        value\n        count\n      }\n      size {\n        value\n        count\n      }\n      colour {\n        value\n        count\n      }\n    }\n  }\n": typeof types.ProductFacetsDocument,
    "\n  fragment ReviewPageFields on ReviewPage {\n    total\n    page\n    pageSize\n    items {\n      id\n      userName\n      reviewMessage\n      reviewValue\n      createdAt\n    }\n  }\n": typeof types.ReviewPageFieldsFragmentDoc,
    "\n  mutation AddReview($input: ReviewInput!) {\n    addReview(input: $input) {\n      id\n    }\n  }\n": typeof types.AddReviewDocument,
    "\n  query AdminProductGallery($id: ID!) {\n    product(id: $id) {\n      id\n      title\n      colours\n      images {\n        url\n        alt\n        colour\n      }\n    }\n  }\n": typeof types.AdminProductGalleryDocument,
    "\n  mutation SetProductImages($productId: ID!, $images: [ProductImageInput!]!) {\n    setProductImages(productId: $productId, images: $images) {\n      id\n      image\n      images {\n        ...PictureFields\n      }\n    }\n  }\n": typeof types.SetProductImagesDocument,
    "\n  query ProductPickerSearch($keyword: String!) {\n    searchProducts(keyword: $keyword, pageSize: 8) {\n      items {\n        id\n        title\n        brand\n      }\n    }\n  }\n": typeof types.ProductPickerSearchDocument,
    "\n  query ProductPickerChosen($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      id\n      title\n    }\n  }\n": typeof types.ProductPickerChosenDocument,
    "\n  query ApiKeys {\n    apiKeyScopes\n    apiKeys {\n      id\n      name\n      prefix\n      scopes\n      rateLimitPerMinute\n      requestCount\n      lastUsedAt\n      createdAt\n      createdByEmail\n      revokedAt\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n        prefix\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  query AdminCustomers($search: String, $page: Int!, $pageSize: Int!) {\n    adminCustomers(search: $search, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        ...CustomerFields\n      }\n    }\n  }\n": typeof types.AdminCustomersDocument,
    "\n  fragment CustomerFields on Customer {\n    id\n    userName\n    email\n    phone\n    disabled\n    disabledAt\n    createdAt\n    ordersCount\n    totalSpentCents\n    lastOrderAt\n  }\n": typeof types.CustomerFieldsFragmentDoc,
    "\n  query AdminCustomer($id: ID!) {\n    adminCustomer(id: $id) {\n      ...CustomerFields\n    }\n  }\n": typeof types.AdminCustomerDocument,
    "\n  mutation DisableCustomer($id: ID!) {\n    disableCustomer(id: $id) {\n      ...CustomerFields\n    }\n  }\n": typeof types.DisableCustomerDocument,
    "\n  mutation EnableCustomer($id: ID!) {\n    enableCustomer(id: $id) {\n      ...CustomerFields\n    }\n  }\n": typeof types.EnableCustomerDocument,
    "\n  query AuditLog($page: Int!, $pageSize: Int!) {\n    auditLog(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        at\n        actorEmail\n        action\n        targetType\n        targetId\n        targetLabel\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  query AdminTaxonomy {\n    categories(includeHidden: true) {\n      id\n      slug\n      name\n      position\n      hidden\n    }\n    brands(includeHidden: true) {\n      id\n      slug\n      name\n      position\n      hidden\n    }\n  }\n": typeof types.AdminTaxonomyDocument,
    "\n  mutation CreateCategory($input: TaxonomyInput!) {\n    createCategory(input: $input) {\n      id\n      slug\n      name\n      position\n      hidden\n    }\n  }\n": typeof types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $input: TaxonomyUpdateInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      slug\n      name\n      position\n      hidden\n    }\n  }\n": typeof types.UpdateCategoryDocument,
    "\n  mutation ReorderCategories($ids: [ID!]!) {\n    reorderCategories(ids: $ids) {\n      id\n      position\n    }\n  }\n": typeof types.ReorderCategoriesDocument,
    "\n  mutation CreateBrand($input: TaxonomyInput!) {\n    createBrand(input: $input) {\n      id\n      slug\n      name\n      position\n      hidden\n    }\n  }\n": typeof types.CreateBrandDocument,
    "\n  mutation UpdateBrand($id: ID!, $input: TaxonomyUpdateInput!) {\n    updateBrand(id: $id, input: $input) {\n      id\n      slug\n      name\n      position\n      hidden\n    }\n  }\n": typeof types.UpdateBrandDocument,
    "\n  mutation ReorderBrands($ids: [ID!]!) {\n    reorderBrands(ids: $ids) {\n      id\n      position\n    }\n  }\n": typeof types.ReorderBrandsDocument,
    "\n  query AdminFeatureImages {\n    featureImages {\n      id\n      image\n    }\n  }\n": typeof types.AdminFeatureImagesDocument,
    "\n  mutation AddFeatureImage($image: String!) {\n    addFeatureImage(image: $image) {\n      id\n      image\n    }\n  }\n": typeof types.AddFeatureImageDocument,
    "\n  mutation DeleteFeatureImage($id: ID!) {\n    deleteFeatureImage(id: $id)\n  }\n": typeof types.DeleteFeatureImageDocument,
    "\n  query AdminProducts($page: Int!, $pageSize: Int!) {\n    products(page: $page, pageSize: $pageSize, sortBy: titleAtoZ) {\n      total\n      page\n      pageSize\n      items {\n        ...ProductFields\n        variants {\n          ...VariantFields\n        }\n      }\n    }\n  }\n": typeof types.AdminProductsDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...ProductFields\n      variants {\n        ...VariantFields\n      }\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n": typeof types.DeleteProductDocument,
    "\n  query AdminOrders(\n    $page: Int!\n    $pageSize: Int!\n    $status: OrderStatus\n    $from: DateTimeISO\n    $to: DateTimeISO\n    $search: String\n    $customerId: ID\n  ) {\n    adminOrders(page: $page, pageSize: $pageSize, status: $status, from: $from, to: $to, search: $search, customerId: $customerId) {\n      total\n      page\n      pageSize\n      items {\n        id\n        userName\n        orderDate\n        orderStatus\n        totalAmountCents\n      }\n    }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  query AdminOrder($id: ID!) {\n    order(id: $id) {\n      ...OrderDetailsFields\n      nextStatuses\n    }\n  }\n": typeof types.AdminOrderDocument,
    "\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      id\n      orderStatus\n      paymentStatus\n      orderUpdateDate\n      nextStatuses\n      history {\n        at\n        field\n        from\n        to\n        actor\n      }\n    }\n  }\n": typeof types.UpdateOrderStatusDocument,
    "\n  query AdminProductToEdit($id: ID!) {\n    product(id: $id) {\n      ...ProductFields\n      variants {\n        ...VariantFields\n      }\n    }\n  }\n": typeof types.AdminProductToEditDocument,
    "\n  query SalesDashboard($range: DashboardRange!, $from: String, $to: String) {\n    salesDashboard(range: $range, from: $from, to: $to) {\n      timeZone\n      from\n      to\n      previousFrom\n      previousTo\n      current {\n        revenueCents\n        orders\n        averageOrderValueCents\n        unitsSold\n        discountCents\n        shippingCents\n        taxCents\n      }\n      previous {\n        revenueCents\n        orders\n        averageOrderValueCents\n        unitsSold\n        discountCents\n        shippingCents\n        taxCents\n      }\n      days {\n        date\n        revenueCents\n        orders\n      }\n      topProducts {\n        productId\n        title\n        unitsSold\n        revenueCents\n      }\n      categories {\n        category\n        unitsSold\n        revenueCents\n      }\n    }\n  }\n": typeof types.SalesDashboardDocument,
    "\n  query LowStock {\n    lowStock {\n      threshold\n      items {\n        productId\n        variantId\n        size\n        colour\n        sku\n        title\n        totalStock\n        lastSoldAt\n      }\n    }\n  }\n": typeof types.LowStockDocument,
    "\n  fragment DiscountCodeFields on DiscountCode {\n    id\n    code\n    kind\n    basisPoints\n    amountCents\n    categories\n    brands\n    productIds\n    minSubtotalCents\n    startsAt\n    endsAt\n    maxUses\n    perCustomer\n    firstOrderOnly\n    active\n    usedCount\n  }\n": typeof types.DiscountCodeFieldsFragmentDoc,
    "\n  query AdminDiscountCodes {\n    discountCodes {\n      ...DiscountCodeFields\n    }\n  }\n": typeof types.AdminDiscountCodesDocument,
    "\n  mutation SaveDiscountCode($id: ID, $input: DiscountCodeInput!) {\n    saveDiscountCode(id: $id, input: $input) {\n      ...DiscountCodeFields\n    }\n  }\n": typeof types.SaveDiscountCodeDocument,
    "\n  query AdminShippingMethods {\n    adminShippingMethods {\n      id\n      name\n      tiered\n      priceCents\n      freeFromCents\n      deliveryEstimate\n      active\n      position\n    }\n  }\n": typeof types.AdminShippingMethodsDocument,
    "\n  mutation SaveShippingMethod($id: ID, $input: ShippingMethodInput!) {\n    saveShippingMethod(id: $id, input: $input) {\n      id\n      name\n      tiered\n      priceCents\n      freeFromCents\n      deliveryEstimate\n      active\n      position\n    }\n  }\n": typeof types.SaveShippingMethodDocument,
    "\n  query AdminTaxRates {\n    taxRates {\n      id\n      country\n      region\n      name\n      ppm\n    }\n    shopSettings {\n      pricesIncludeTax\n      country\n      region\n      legalName\n      legalAddress\n      taxId\n    }\n  }\n": typeof types.AdminTaxRatesDocument,
    "\n  mutation SaveTaxRate($input: TaxRateInput!) {\n    saveTaxRate(input: $input) {\n      id\n      country\n      region\n      name\n      ppm\n    }\n  }\n": typeof types.SaveTaxRateDocument,
    "\n  mutation DeleteTaxRate($id: ID!) {\n    deleteTaxRate(id: $id)\n  }\n": typeof types.DeleteTaxRateDocument,
    "\n  mutation SaveShopSettings($input: ShopSettingsInput!) {\n    saveShopSettings(input: $input) {\n      pricesIncludeTax\n      country\n      region\n      legalName\n      legalAddress\n      taxId\n    }\n  }\n": typeof types.SaveShopSettingsDocument,
    "\n  query Promotions {\n    promotions {\n      id\n      name\n      kind\n      basisPoints\n      amountCents\n      categories\n      brands\n      productIds\n      minSubtotalCents\n      startsAt\n      endsAt\n      active\n    }\n  }\n": typeof types.PromotionsDocument,
    "\n  mutation SavePromotion($id: ID, $input: PromotionInput!) {\n    savePromotion(id: $id, input: $input) {\n      id\n      name\n      active\n    }\n  }\n": typeof types.SavePromotionDocument,
    "\n  query Webhooks {\n    webhookEventTypes {\n      name\n    }\n    webhookEndpoints {\n      id\n      url\n      events\n      description\n      enabled\n      disabledReason\n      ownedByKey\n      createdAt\n    }\n  }\n": typeof types.WebhooksDocument,
    "\n  mutation CreateWebhook($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n      }\n    }\n  }\n": typeof types.CreateWebhookDocument,
    "\n  mutation SetWebhookEnabled($id: ID!, $enabled: Boolean!) {\n    updateWebhookEndpoint(id: $id, input: { enabled: $enabled }) {\n      id\n      enabled\n      disabledReason\n    }\n  }\n": typeof types.SetWebhookEnabledDocument,
    "\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId, first: 50) {\n      id\n      eventId\n      eventType\n      resourceKey\n      occurredAt\n      status\n      nextAttemptAt\n      attempts {\n        at\n        statusCode\n        error\n      }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation ResendWebhook($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      id\n      status\n      nextAttemptAt\n    }\n  }\n": typeof types.ResendWebhookDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      success\n      message\n    }\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($userId: ID!, $token: String!, $password: String!) {\n    resetPassword(userId: $userId, token: $token, password: $password) {\n      success\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token) {\n      success\n      message\n    }\n  }\n": typeof types.ConfirmEmailChangeDocument,
    "\n  mutation CreateOrder($addressId: ID!, $shippingMethodId: ID) {\n    createOrder(addressId: $addressId, shippingMethodId: $shippingMethodId) {\n      orderId\n      approvalURL\n    }\n  }\n": typeof types.CreateOrderDocument,
    "\n  mutation CaptureOrder($orderId: ID!, $paymentId: String!, $payerId: String!) {\n    captureOrder(orderId: $orderId, paymentId: $paymentId, payerId: $payerId) {\n      id\n      orderStatus\n      paymentStatus\n    }\n  }\n": typeof types.CaptureOrderDocument,
    "\n  query ProductPage($slug: String!) {\n    productBySlug(slug: $slug) {\n      ...ProductFields\n      reviewCount\n      images {\n        ...PictureFields\n      }\n      variants {\n        ...VariantFields\n        unitPriceCents\n      }\n      slug\n      url\n    }\n    shopInfo {\n      url\n    }\n    categories {\n      slug\n      name\n    }\n    brands {\n      slug\n      name\n    }\n  }\n": typeof types.ProductPageDocument,
    "\n  query ProductReviews($productId: ID!, $page: Int = 1) {\n    reviews(productId: $productId, page: $page, pageSize: 10) {\n      ...ReviewPageFields\n    }\n  }\n": typeof types.ProductReviewsDocument,
    "\n  query Me {\n    me {\n      id\n      userName\n      email\n      phone\n      role\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      message\n      user {\n        id\n        userName\n        email\n        phone\n        role\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      success\n      message\n    }\n  }\n": typeof types.LogoutDocument,
};
const documents: Documents = {
    "\n  query Passkeys {\n    passkeys {\n      id\n      name\n      synced\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.PasskeysDocument,
    "\n  mutation PasskeyRegistrationOptions {\n    passkeyRegistrationOptions {\n      challengeId\n      options\n    }\n  }\n": types.PasskeyRegistrationOptionsDocument,
    "\n  mutation AddPasskey($challengeId: ID!, $response: String!, $name: String) {\n    addPasskey(challengeId: $challengeId, response: $response, name: $name) {\n      id\n    }\n  }\n": types.AddPasskeyDocument,
    "\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id) {\n      id\n    }\n  }\n": types.RemovePasskeyDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      device\n      place\n      method\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation SignOutSession($id: ID!) {\n    signOutSession(id: $id) {\n      id\n    }\n  }\n": types.SignOutSessionDocument,
    "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions {\n      id\n    }\n  }\n": types.SignOutOtherSessionsDocument,
    "\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n": types.TwoFactorStatusDocument,
    "\n  mutation BeginTwoFactorSetup {\n    beginTwoFactorSetup {\n      secret\n      qrCode\n    }\n  }\n": types.BeginTwoFactorSetupDocument,
    "\n  mutation EnableTwoFactor($code: String!) {\n    enableTwoFactor(code: $code) {\n      codes\n    }\n  }\n": types.EnableTwoFactorDocument,
    "\n  mutation DisableTwoFactor($password: String!, $code: String!) {\n    disableTwoFactor(password: $password, code: $code) {\n      success\n      message\n    }\n  }\n": types.DisableTwoFactorDocument,
    "\n  query ShopInfo {\n    shopInfo {\n      demoPayments\n    }\n  }\n": types.ShopInfoDocument,
    "\n  fragment ProductFields on Product {\n    id\n    slug\n    title\n    description\n    category\n    brand\n    image\n    cover {\n      ...PictureFields\n    }\n    priceCents\n    salePriceCents\n    promotion {\n      priceCents\n      wasCents\n      label\n    }\n    totalStock\n    averageReview\n  }\n": types.ProductFieldsFragmentDoc,
    "\n  fragment PictureFields on ProductImage {\n    url\n    alt\n    colour\n    width\n    height\n    placeholder\n  }\n": types.PictureFieldsFragmentDoc,
    "\n  fragment VariantFields on ProductVariant {\n    id\n    sku\n    size\n    colour\n    stock\n    priceCents\n  }\n": types.VariantFieldsFragmentDoc,
    "\n  fragment OrderDetailsFields on Order {\n    id\n    userName\n    orderDate\n    orderStatus\n    paymentMethod\n    paymentStatus\n    subtotalCents\n    shippingCostCents\n    totalAmountCents\n    items {\n      productId\n      variantId\n      sku\n      size\n      colour\n      title\n      image\n      priceCents\n      quantity\n      totalCents\n    }\n    addressInfo {\n      address\n      city\n      pincode\n      phone\n      notes\n    }\n    history {\n      at\n      field\n      from\n      to\n      actor\n    }\n  }\n": types.OrderDetailsFieldsFragmentDoc,
    "\n  query OrderBreakdown($id: ID!) {\n    order(id: $id) {\n      id\n      breakdown {\n        discountCode\n        discountCents\n        promotions {\n          id\n          name\n          amountCents\n        }\n        shippingMethodName\n        taxIncluded\n        taxLines {\n          name\n          amountCents\n        }\n      }\n    }\n  }\n": types.OrderBreakdownDocument,
    "\n  mutation ApplyDiscountCode($code: String!, $addressId: ID, $shippingMethodId: ID) {\n    applyDiscountCode(code: $code, addressId: $addressId, shippingMethodId: $shippingMethodId) {\n      discountCode\n    }\n  }\n": types.ApplyDiscountCodeDocument,
    "\n  mutation RemoveDiscountCode {\n    removeDiscountCode {\n      discountCode\n    }\n  }\n": types.RemoveDiscountCodeDocument,
    "\n  query CartQuote {\n    cart {\n      id\n      quote {\n        ...CheckoutQuoteFields\n        lines {\n          variantId\n          amountCents\n          promotionCents\n        }\n      }\n    }\n  }\n": types.CartQuoteDocument,
    "\n  fragment CheckoutQuoteFields on CheckoutQuote {\n    subtotalCents\n    promotions {\n      id\n      name\n      amountCents\n    }\n    discountCents\n    shippingCents\n    shippingDiscountCents\n    taxCents\n    taxIncluded\n    totalCents\n    discountCode\n    discountCodeMessage\n    shippingMethodId\n    taxLines {\n      name\n      amountCents\n    }\n  }\n": types.CheckoutQuoteFieldsFragmentDoc,
    "\n  query ShippingMethods {\n    shippingMethods {\n      id\n      name\n      tiered\n      priceCents\n      freeFromCents\n      deliveryEstimate\n    }\n  }\n": types.ShippingMethodsDocument,
    "\n  query CheckoutQuote($addressId: ID, $shippingMethodId: ID) {\n    checkoutQuote(addressId: $addressId, shippingMethodId: $shippingMethodId) {\n      ...CheckoutQuoteFields\n    }\n  }\n": types.CheckoutQuoteDocument,
    "\n  query ProductDetail($id: ID!, $reviewPage: Int = 1) {\n    product(id: $id) {\n      ...ProductFields\n      reviewCount\n      images {\n        ...PictureFields\n      }\n      variants {\n        ...VariantFields\n        unitPriceCents\n      }\n    }\n    reviews(productId: $id, page: $reviewPage, pageSize: 10) {\n      ...ReviewPageFields\n    }\n  }\n": types.ProductDetailDocument,
    "\n  query Profile {\n    me {\n      id\n      userName\n      email\n      phone\n      pendingEmail\n    }\n  }\n": types.ProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      userName\n      email\n      phone\n      pendingEmail\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  fragment CartFields on Cart {\n    id\n    itemCount\n    subtotalCents\n    shippingCents\n    totalCents\n    items {\n      id\n      productId\n      variantId\n      sku\n      size\n      colour\n      title\n      image\n      priceCents\n      salePriceCents\n      unitPriceCents\n      lineTotalCents\n      quantity\n      totalStock\n    }\n  }\n": types.CartFieldsFragmentDoc,
    "\n  query Cart {\n    cart {\n      ...CartFields\n    }\n  }\n": types.CartDocument,
    "\n  mutation AddToCart($productId: ID!, $quantity: Int!, $variantId: ID) {\n    addToCart(productId: $productId, quantity: $quantity, variantId: $variantId) {\n      ...CartFields\n    }\n  }\n": types.AddToCartDocument,
    "\n  mutation UpdateCartItem($productId: ID!, $quantity: Int!, $variantId: ID) {\n    updateCartItem(productId: $productId, quantity: $quantity, variantId: $variantId) {\n      ...CartFields\n    }\n  }\n": types.UpdateCartItemDocument,
    "\n  mutation RemoveFromCart($productId: ID!, $variantId: ID) {\n    removeFromCart(productId: $productId, variantId: $variantId) {\n      ...CartFields\n    }\n  }\n": types.RemoveFromCartDocument,
    "\n  query Wishlist {\n    wishlist {\n      id\n      items {\n        ...ProductFields\n      }\n    }\n  }\n": types.WishlistDocument,
    "\n  mutation AddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      id\n      items {\n        ...ProductFields\n      }\n    }\n  }\n": types.AddToWishlistDocument,
    "\n  mutation RemoveFromWishlist($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      id\n      items {\n        ...ProductFields\n      }\n    }\n  }\n": types.RemoveFromWishlistDocument,
    "\n  fragment AddressFields on Address {\n    id\n    address\n    city\n    pincode\n    phone\n    notes\n  }\n": types.AddressFieldsFragmentDoc,
    "\n  query Addresses {\n    addresses {\n      ...AddressFields\n    }\n  }\n": types.AddressesDocument,
    "\n  mutation AddAddress($input: AddressInput!) {\n    addAddress(input: $input) {\n      ...AddressFields\n    }\n  }\n": types.AddAddressDocument,
    "\n  mutation UpdateAddress($id: ID!, $input: AddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      ...AddressFields\n    }\n  }\n": types.UpdateAddressDocument,
    "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id)\n  }\n": types.DeleteAddressDocument,
    "\n  query MyOrders($page: Int, $pageSize: Int) {\n    myOrders(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        ...OrderDetailsFields\n      }\n    }\n  }\n": types.MyOrdersDocument,
    "\n  query Products($filter: ProductFilter, $sortBy: ProductSort, $page: Int, $pageSize: Int) {\n    products(filter: $filter, sortBy: $sortBy, page: $page, pageSize: $pageSize) {\n      total\n      totalIsEstimate\n      page\n      pageSize\n      items {\n        ...ProductFields\n      }\n    }\n  }\n": types.ProductsDocument,
    "\n  query SearchProducts($keyword: String!, $page: Int, $pageSize: Int) {\n    searchProducts(keyword: $keyword, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...ProductFields\n      }\n    }\n  }\n": types.SearchProductsDocument,
    "\n  query ShopFeatureImages {\n    featureImages {\n      id\n      image\n    }\n  }\n": types.ShopFeatureImagesDocument,
    "\n  query ProductFacets($filter: ProductFilter) {\n    productFacets(filter: $filter) {\n      category {\n        value\n        count\n      }\n      brand {\n        value\n        count\n      }\n      size {\n        value\n        count\n      }\n      colour {\n        value\n        count\n      }\n    }\n  }\n": types.ProductFacetsDocument,
    "\n  fragment ReviewPageFields on ReviewPage {\n    total\n    page\n    pageSize\n    items {\n      id\n      userName\n      reviewMessage\n      reviewValue\n      createdAt\n    }\n  }\n": types.ReviewPageFieldsFragmentDoc,
    "\n  mutation AddReview($input: ReviewInput!) {\n    addReview(input: $input) {\n      id\n    }\n  }\n": types.AddReviewDocument,
    "\n  query AdminProductGallery($id: ID!) {\n    product(id: $id) {\n      id\n      title\n      colours\n      images {\n        url\n        alt\n        colour\n      }\n    }\n  }\n": types.AdminProductGalleryDocument,
    "\n  mutation SetProductImages($productId: ID!, $images: [ProductImageInput!]!) {\n    setProductImages(productId: $productId, images: $images) {\n      id\n      image\n      images {\n        ...PictureFields\n      }\n    }\n  }\n": types.SetProductImagesDocument,
    "\n  query ProductPickerSearch($keyword: String!) {\n    searchProducts(keyword: $keyword, pageSize: 8) {\n      items {\n        id\n        title\n        brand\n      }\n    }\n  }\n": types.ProductPickerSearchDocument,
    "\n  query ProductPickerChosen($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      id\n      title\n    }\n  }\n": types.ProductPickerChosenDocument,
    "\n  query ApiKeys {\n    apiKeyScopes\n    apiKeys {\n      id\n      name\n      prefix\n      scopes\n      rateLimitPerMinute\n      requestCount\n      lastUsedAt\n      createdAt\n      createdByEmail\n      revokedAt\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n        prefix\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  query AdminCustomers($search: String, $page: Int!, $pageSize: Int!) {\n    adminCustomers(search: $search, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        ...CustomerFields\n      }\n    }\n  }\n": types.AdminCustomersDocument,
    "\n  fragment CustomerFields on Customer {\n    id\n    userName\n    email\n    phone\n    disabled\n    disabledAt\n    createdAt\n    ordersCount\n    totalSpentCents\n    lastOrderAt\n  }\n": types.CustomerFieldsFragmentDoc,
    "\n  query AdminCustomer($id: ID!) {\n    adminCustomer(id: $id) {\n      ...CustomerFields\n    }\n  }\n": types.AdminCustomerDocument,
    "\n  mutation DisableCustomer($id: ID!) {\n    disableCustomer(id: $id) {\n      ...CustomerFields\n    }\n  }\n": types.DisableCustomerDocument,
    "\n  mutation EnableCustomer($id: ID!) {\n    enableCustomer(id: $id) {\n      ...CustomerFields\n    }\n  }\n": types.EnableCustomerDocument,
    "\n  query AuditLog($page: Int!, $pageSize: Int!) {\n    auditLog(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        at\n        actorEmail\n        action\n        targetType\n        targetId\n        targetLabel\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n  }\n": types.AuditLogDocument,
    "\n  query AdminTaxonomy {\n    categories(includeHidden: true) {\n      id\n      slug\n      name\n      position\n      hidden\n    }\n    brands(includeHidden: true) {\n      id\n      slug\n      name\n      position\n      hidden\n    }\n  }\n": types.AdminTaxonomyDocument,
    "\n  mutation CreateCategory($input: TaxonomyInput!) {\n    createCategory(input: $input) {\n      id\n      slug\n      name\n      position\n      hidden\n    }\n  }\n": types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $input: TaxonomyUpdateInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      slug\n      name\n      position\n      hidden\n    }\n  }\n": types.UpdateCategoryDocument,
    "\n  mutation ReorderCategories($ids: [ID!]!) {\n    reorderCategories(ids: $ids) {\n      id\n      position\n    }\n  }\n": types.ReorderCategoriesDocument,
    "\n  mutation CreateBrand($input: TaxonomyInput!) {\n    createBrand(input: $input) {\n      id\n      slug\n      name\n      position\n      hidden\n    }\n  }\n": types.CreateBrandDocument,
    "\n  mutation UpdateBrand($id: ID!, $input: TaxonomyUpdateInput!) {\n    updateBrand(id: $id, input: $input) {\n      id\n      slug\n      name\n      position\n      hidden\n    }\n  }\n": types.UpdateBrandDocument,
    "\n  mutation ReorderBrands($ids: [ID!]!) {\n    reorderBrands(ids: $ids) {\n      id\n      position\n    }\n  }\n": types.ReorderBrandsDocument,
    "\n  query AdminFeatureImages {\n    featureImages {\n      id\n      image\n    }\n  }\n": types.AdminFeatureImagesDocument,
    "\n  mutation AddFeatureImage($image: String!) {\n    addFeatureImage(image: $image) {\n      id\n      image\n    }\n  }\n": types.AddFeatureImageDocument,
    "\n  mutation DeleteFeatureImage($id: ID!) {\n    deleteFeatureImage(id: $id)\n  }\n": types.DeleteFeatureImageDocument,
    "\n  query AdminProducts($page: Int!, $pageSize: Int!) {\n    products(page: $page, pageSize: $pageSize, sortBy: titleAtoZ) {\n      total\n      page\n      pageSize\n      items {\n        ...ProductFields\n        variants {\n          ...VariantFields\n        }\n      }\n    }\n  }\n": types.AdminProductsDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...ProductFields\n      variants {\n        ...VariantFields\n      }\n    }\n  }\n": types.UpdateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n": types.DeleteProductDocument,
    "\n  query AdminOrders(\n    $page: Int!\n    $pageSize: Int!\n    $status: OrderStatus\n    $from: DateTimeISO\n    $to: DateTimeISO\n    $search: String\n    $customerId: ID\n  ) {\n    adminOrders(page: $page, pageSize: $pageSize, status: $status, from: $from, to: $to, search: $search, customerId: $customerId) {\n      total\n      page\n      pageSize\n      items {\n        id\n        userName\n        orderDate\n        orderStatus\n        totalAmountCents\n      }\n    }\n  }\n": types.AdminOrdersDocument,
    "\n  query AdminOrder($id: ID!) {\n    order(id: $id) {\n      ...OrderDetailsFields\n      nextStatuses\n    }\n  }\n": types.AdminOrderDocument,
    "\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      id\n      orderStatus\n      paymentStatus\n      orderUpdateDate\n      nextStatuses\n      history {\n        at\n        field\n        from\n        to\n        actor\n      }\n    }\n  }\n": types.UpdateOrderStatusDocument,
    "\n  query AdminProductToEdit($id: ID!) {\n    product(id: $id) {\n      ...ProductFields\n      variants {\n        ...VariantFields\n      }\n    }\n  }\n": types.AdminProductToEditDocument,
    "\n  query SalesDashboard($range: DashboardRange!, $from: String, $to: String) {\n    salesDashboard(range: $range, from: $from, to: $to) {\n      timeZone\n      from\n      to\n      previousFrom\n      previousTo\n      current {\n        revenueCents\n        orders\n        averageOrderValueCents\n        unitsSold\n        discountCents\n        shippingCents\n        taxCents\n      }\n      previous {\n        revenueCents\n        orders\n        averageOrderValueCents\n        unitsSold\n        discountCents\n        shippingCents\n        taxCents\n      }\n      days {\n        date\n        revenueCents\n        orders\n      }\n      topProducts {\n        productId\n        title\n        unitsSold\n        revenueCents\n      }\n      categories {\n        category\n        unitsSold\n        revenueCents\n      }\n    }\n  }\n": types.SalesDashboardDocument,
    "\n  query LowStock {\n    lowStock {\n      threshold\n      items {\n        productId\n        variantId\n        size\n        colour\n        sku\n        title\n        totalStock\n        lastSoldAt\n      }\n    }\n  }\n": types.LowStockDocument,
    "\n  fragment DiscountCodeFields on DiscountCode {\n    id\n    code\n    kind\n    basisPoints\n    amountCents\n    categories\n    brands\n    productIds\n    minSubtotalCents\n    startsAt\n    endsAt\n    maxUses\n    perCustomer\n    firstOrderOnly\n    active\n    usedCount\n  }\n": types.DiscountCodeFieldsFragmentDoc,
    "\n  query AdminDiscountCodes {\n    discountCodes {\n      ...DiscountCodeFields\n    }\n  }\n": types.AdminDiscountCodesDocument,
    "\n  mutation SaveDiscountCode($id: ID, $input: DiscountCodeInput!) {\n    saveDiscountCode(id: $id, input: $input) {\n      ...DiscountCodeFields\n    }\n  }\n": types.SaveDiscountCodeDocument,
    "\n  query AdminShippingMethods {\n    adminShippingMethods {\n      id\n      name\n      tiered\n      priceCents\n      freeFromCents\n      deliveryEstimate\n      active\n      position\n    }\n  }\n": types.AdminShippingMethodsDocument,
    "\n  mutation SaveShippingMethod($id: ID, $input: ShippingMethodInput!) {\n    saveShippingMethod(id: $id, input: $input) {\n      id\n      name\n      tiered\n      priceCents\n      freeFromCents\n      deliveryEstimate\n      active\n      position\n    }\n  }\n": types.SaveShippingMethodDocument,
    "\n  query AdminTaxRates {\n    taxRates {\n      id\n      country\n      region\n      name\n      ppm\n    }\n    shopSettings {\n      pricesIncludeTax\n      country\n      region\n      legalName\n      legalAddress\n      taxId\n    }\n  }\n": types.AdminTaxRatesDocument,
    "\n  mutation SaveTaxRate($input: TaxRateInput!) {\n    saveTaxRate(input: $input) {\n      id\n      country\n      region\n      name\n      ppm\n    }\n  }\n": types.SaveTaxRateDocument,
    "\n  mutation DeleteTaxRate($id: ID!) {\n    deleteTaxRate(id: $id)\n  }\n": types.DeleteTaxRateDocument,
    "\n  mutation SaveShopSettings($input: ShopSettingsInput!) {\n    saveShopSettings(input: $input) {\n      pricesIncludeTax\n      country\n      region\n      legalName\n      legalAddress\n      taxId\n    }\n  }\n": types.SaveShopSettingsDocument,
    "\n  query Promotions {\n    promotions {\n      id\n      name\n      kind\n      basisPoints\n      amountCents\n      categories\n      brands\n      productIds\n      minSubtotalCents\n      startsAt\n      endsAt\n      active\n    }\n  }\n": types.PromotionsDocument,
    "\n  mutation SavePromotion($id: ID, $input: PromotionInput!) {\n    savePromotion(id: $id, input: $input) {\n      id\n      name\n      active\n    }\n  }\n": types.SavePromotionDocument,
    "\n  query Webhooks {\n    webhookEventTypes {\n      name\n    }\n    webhookEndpoints {\n      id\n      url\n      events\n      description\n      enabled\n      disabledReason\n      ownedByKey\n      createdAt\n    }\n  }\n": types.WebhooksDocument,
    "\n  mutation CreateWebhook($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n      }\n    }\n  }\n": types.CreateWebhookDocument,
    "\n  mutation SetWebhookEnabled($id: ID!, $enabled: Boolean!) {\n    updateWebhookEndpoint(id: $id, input: { enabled: $enabled }) {\n      id\n      enabled\n      disabledReason\n    }\n  }\n": types.SetWebhookEnabledDocument,
    "\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId, first: 50) {\n      id\n      eventId\n      eventType\n      resourceKey\n      occurredAt\n      status\n      nextAttemptAt\n      attempts {\n        at\n        statusCode\n        error\n      }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation ResendWebhook($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      id\n      status\n      nextAttemptAt\n    }\n  }\n": types.ResendWebhookDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      success\n      message\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      success\n      message\n    }\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($userId: ID!, $token: String!, $password: String!) {\n    resetPassword(userId: $userId, token: $token, password: $password) {\n      success\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token) {\n      success\n      message\n    }\n  }\n": types.ConfirmEmailChangeDocument,
    "\n  mutation CreateOrder($addressId: ID!, $shippingMethodId: ID) {\n    createOrder(addressId: $addressId, shippingMethodId: $shippingMethodId) {\n      orderId\n      approvalURL\n    }\n  }\n": types.CreateOrderDocument,
    "\n  mutation CaptureOrder($orderId: ID!, $paymentId: String!, $payerId: String!) {\n    captureOrder(orderId: $orderId, paymentId: $paymentId, payerId: $payerId) {\n      id\n      orderStatus\n      paymentStatus\n    }\n  }\n": types.CaptureOrderDocument,
    "\n  query ProductPage($slug: String!) {\n    productBySlug(slug: $slug) {\n      ...ProductFields\n      reviewCount\n      images {\n        ...PictureFields\n      }\n      variants {\n        ...VariantFields\n        unitPriceCents\n      }\n      slug\n      url\n    }\n    shopInfo {\n      url\n    }\n    categories {\n      slug\n      name\n    }\n    brands {\n      slug\n      name\n    }\n  }\n": types.ProductPageDocument,
    "\n  query ProductReviews($productId: ID!, $page: Int = 1) {\n    reviews(productId: $productId, page: $page, pageSize: 10) {\n      ...ReviewPageFields\n    }\n  }\n": types.ProductReviewsDocument,
    "\n  query Me {\n    me {\n      id\n      userName\n      email\n      phone\n      role\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      message\n      user {\n        id\n        userName\n        email\n        phone\n        role\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      success\n      message\n    }\n  }\n": types.LogoutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Passkeys {\n    passkeys {\n      id\n      name\n      synced\n      createdAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  query Passkeys {\n    passkeys {\n      id\n      name\n      synced\n      createdAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasskeyRegistrationOptions {\n    passkeyRegistrationOptions {\n      challengeId\n      options\n    }\n  }\n"): (typeof documents)["\n  mutation PasskeyRegistrationOptions {\n    passkeyRegistrationOptions {\n      challengeId\n      options\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPasskey($challengeId: ID!, $response: String!, $name: String) {\n    addPasskey(challengeId: $challengeId, response: $response, name: $name) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddPasskey($challengeId: ID!, $response: String!, $name: String) {\n    addPasskey(challengeId: $challengeId, response: $response, name: $name) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      id\n      device\n      place\n      method\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n"): (typeof documents)["\n  query MySessions {\n    mySessions {\n      id\n      device\n      place\n      method\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutSession($id: ID!) {\n    signOutSession(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SignOutSession($id: ID!) {\n    signOutSession(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SignOutOtherSessions {\n    signOutOtherSessions {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n"): (typeof documents)["\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BeginTwoFactorSetup {\n    beginTwoFactorSetup {\n      secret\n      qrCode\n    }\n  }\n"): (typeof documents)["\n  mutation BeginTwoFactorSetup {\n    beginTwoFactorSetup {\n      secret\n      qrCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableTwoFactor($code: String!) {\n    enableTwoFactor(code: $code) {\n      codes\n    }\n  }\n"): (typeof documents)["\n  mutation EnableTwoFactor($code: String!) {\n    enableTwoFactor(code: $code) {\n      codes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTwoFactor($password: String!, $code: String!) {\n    disableTwoFactor(password: $password, code: $code) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DisableTwoFactor($password: String!, $code: String!) {\n    disableTwoFactor(password: $password, code: $code) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopInfo {\n    shopInfo {\n      demoPayments\n    }\n  }\n"): (typeof documents)["\n  query ShopInfo {\n    shopInfo {\n      demoPayments\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductFields on Product {\n    id\n    slug\n    title\n    description\n    category\n    brand\n    image\n    cover {\n      ...PictureFields\n    }\n    priceCents\n    salePriceCents\n    promotion {\n      priceCents\n      wasCents\n      label\n    }\n    totalStock\n    averageReview\n  }\n"): (typeof documents)["\n  fragment ProductFields on Product {\n    id\n    slug\n    title\n    description\n    category\n    brand\n    image\n    cover {\n      ...PictureFields\n    }\n    priceCents\n    salePriceCents\n    promotion {\n      priceCents\n      wasCents\n      label\n    }\n    totalStock\n    averageReview\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PictureFields on ProductImage {\n    url\n    alt\n    colour\n    width\n    height\n    placeholder\n  }\n"): (typeof documents)["\n  fragment PictureFields on ProductImage {\n    url\n    alt\n    colour\n    width\n    height\n    placeholder\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VariantFields on ProductVariant {\n    id\n    sku\n    size\n    colour\n    stock\n    priceCents\n  }\n"): (typeof documents)["\n  fragment VariantFields on ProductVariant {\n    id\n    sku\n    size\n    colour\n    stock\n    priceCents\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderDetailsFields on Order {\n    id\n    userName\n    orderDate\n    orderStatus\n    paymentMethod\n    paymentStatus\n    subtotalCents\n    shippingCostCents\n    totalAmountCents\n    items {\n      productId\n      variantId\n      sku\n      size\n      colour\n      title\n      image\n      priceCents\n      quantity\n      totalCents\n    }\n    addressInfo {\n      address\n      city\n      pincode\n      phone\n      notes\n    }\n    history {\n      at\n      field\n      from\n      to\n      actor\n    }\n  }\n"): (typeof documents)["\n  fragment OrderDetailsFields on Order {\n    id\n    userName\n    orderDate\n    orderStatus\n    paymentMethod\n    paymentStatus\n    subtotalCents\n    shippingCostCents\n    totalAmountCents\n    items {\n      productId\n      variantId\n      sku\n      size\n      colour\n      title\n      image\n      priceCents\n      quantity\n      totalCents\n    }\n    addressInfo {\n      address\n      city\n      pincode\n      phone\n      notes\n    }\n    history {\n      at\n      field\n      from\n      to\n      actor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderBreakdown($id: ID!) {\n    order(id: $id) {\n      id\n      breakdown {\n        discountCode\n        discountCents\n        promotions {\n          id\n          name\n          amountCents\n        }\n        shippingMethodName\n        taxIncluded\n        taxLines {\n          name\n          amountCents\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderBreakdown($id: ID!) {\n    order(id: $id) {\n      id\n      breakdown {\n        discountCode\n        discountCents\n        promotions {\n          id\n          name\n          amountCents\n        }\n        shippingMethodName\n        taxIncluded\n        taxLines {\n          name\n          amountCents\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyDiscountCode($code: String!, $addressId: ID, $shippingMethodId: ID) {\n    applyDiscountCode(code: $code, addressId: $addressId, shippingMethodId: $shippingMethodId) {\n      discountCode\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyDiscountCode($code: String!, $addressId: ID, $shippingMethodId: ID) {\n    applyDiscountCode(code: $code, addressId: $addressId, shippingMethodId: $shippingMethodId) {\n      discountCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveDiscountCode {\n    removeDiscountCode {\n      discountCode\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveDiscountCode {\n    removeDiscountCode {\n      discountCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartQuote {\n    cart {\n      id\n      quote {\n        ...CheckoutQuoteFields\n        lines {\n          variantId\n          amountCents\n          promotionCents\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CartQuote {\n    cart {\n      id\n      quote {\n        ...CheckoutQuoteFields\n        lines {\n          variantId\n          amountCents\n          promotionCents\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutQuoteFields on CheckoutQuote {\n    subtotalCents\n    promotions {\n      id\n      name\n      amountCents\n    }\n    discountCents\n    shippingCents\n    shippingDiscountCents\n    taxCents\n    taxIncluded\n    totalCents\n    discountCode\n    discountCodeMessage\n    shippingMethodId\n    taxLines {\n      name\n      amountCents\n    }\n  }\n"): (typeof documents)["\n  fragment CheckoutQuoteFields on CheckoutQuote {\n    subtotalCents\n    promotions {\n      id\n      name\n      amountCents\n    }\n    discountCents\n    shippingCents\n    shippingDiscountCents\n    taxCents\n    taxIncluded\n    totalCents\n    discountCode\n    discountCodeMessage\n    shippingMethodId\n    taxLines {\n      name\n      amountCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShippingMethods {\n    shippingMethods {\n      id\n      name\n      tiered\n      priceCents\n      freeFromCents\n      deliveryEstimate\n    }\n  }\n"): (typeof documents)["\n  query ShippingMethods {\n    shippingMethods {\n      id\n      name\n      tiered\n      priceCents\n      freeFromCents\n      deliveryEstimate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutQuote($addressId: ID, $shippingMethodId: ID) {\n    checkoutQuote(addressId: $addressId, shippingMethodId: $shippingMethodId) {\n      ...CheckoutQuoteFields\n    }\n  }\n"): (typeof documents)["\n  query CheckoutQuote($addressId: ID, $shippingMethodId: ID) {\n    checkoutQuote(addressId: $addressId, shippingMethodId: $shippingMethodId) {\n      ...CheckoutQuoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetail($id: ID!, $reviewPage: Int = 1) {\n    product(id: $id) {\n      ...ProductFields\n      reviewCount\n      images {\n        ...PictureFields\n      }\n      variants {\n        ...VariantFields\n        unitPriceCents\n      }\n    }\n    reviews(productId: $id, page: $reviewPage, pageSize: 10) {\n      ...ReviewPageFields\n    }\n  }\n"): (typeof documents)["\n  query ProductDetail($id: ID!, $reviewPage: Int = 1) {\n    product(id: $id) {\n      ...ProductFields\n      reviewCount\n      images {\n        ...PictureFields\n      }\n      variants {\n        ...VariantFields\n        unitPriceCents\n      }\n    }\n    reviews(productId: $id, page: $reviewPage, pageSize: 10) {\n      ...ReviewPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile {\n    me {\n      id\n      userName\n      email\n      phone\n      pendingEmail\n    }\n  }\n"): (typeof documents)["\n  query Profile {\n    me {\n      id\n      userName\n      email\n      phone\n      pendingEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      userName\n      email\n      phone\n      pendingEmail\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      userName\n      email\n      phone\n      pendingEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartFields on Cart {\n    id\n    itemCount\n    subtotalCents\n    shippingCents\n    totalCents\n    items {\n      id\n      productId\n      variantId\n      sku\n      size\n      colour\n      title\n      image\n      priceCents\n      salePriceCents\n      unitPriceCents\n      lineTotalCents\n      quantity\n      totalStock\n    }\n  }\n"): (typeof documents)["\n  fragment CartFields on Cart {\n    id\n    itemCount\n    subtotalCents\n    shippingCents\n    totalCents\n    items {\n      id\n      productId\n      variantId\n      sku\n      size\n      colour\n      title\n      image\n      priceCents\n      salePriceCents\n      unitPriceCents\n      lineTotalCents\n      quantity\n      totalStock\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cart {\n    cart {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  query Cart {\n    cart {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($productId: ID!, $quantity: Int!, $variantId: ID) {\n    addToCart(productId: $productId, quantity: $quantity, variantId: $variantId) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCart($productId: ID!, $quantity: Int!, $variantId: ID) {\n    addToCart(productId: $productId, quantity: $quantity, variantId: $variantId) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCartItem($productId: ID!, $quantity: Int!, $variantId: ID) {\n    updateCartItem(productId: $productId, quantity: $quantity, variantId: $variantId) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCartItem($productId: ID!, $quantity: Int!, $variantId: ID) {\n    updateCartItem(productId: $productId, quantity: $quantity, variantId: $variantId) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromCart($productId: ID!, $variantId: ID) {\n    removeFromCart(productId: $productId, variantId: $variantId) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFromCart($productId: ID!, $variantId: ID) {\n    removeFromCart(productId: $productId, variantId: $variantId) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Wishlist {\n    wishlist {\n      id\n      items {\n        ...ProductFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Wishlist {\n    wishlist {\n      id\n      items {\n        ...ProductFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      id\n      items {\n        ...ProductFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      id\n      items {\n        ...ProductFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromWishlist($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      id\n      items {\n        ...ProductFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFromWishlist($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      id\n      items {\n        ...ProductFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressFields on Address {\n    id\n    address\n    city\n    pincode\n    phone\n    notes\n  }\n"): (typeof documents)["\n  fragment AddressFields on Address {\n    id\n    address\n    city\n    pincode\n    phone\n    notes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Addresses {\n    addresses {\n      ...AddressFields\n    }\n  }\n"): (typeof documents)["\n  query Addresses {\n    addresses {\n      ...AddressFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddAddress($input: AddressInput!) {\n    addAddress(input: $input) {\n      ...AddressFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddAddress($input: AddressInput!) {\n    addAddress(input: $input) {\n      ...AddressFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAddress($id: ID!, $input: AddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      ...AddressFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAddress($id: ID!, $input: AddressInput!) {\n    updateAddress(id: $id, input: $input) {\n      ...AddressFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders($page: Int, $pageSize: Int) {\n    myOrders(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        ...OrderDetailsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyOrders($page: Int, $pageSize: Int) {\n    myOrders(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        ...OrderDetailsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Products($filter: ProductFilter, $sortBy: ProductSort, $page: Int, $pageSize: Int) {\n    products(filter: $filter, sortBy: $sortBy, page: $page, pageSize: $pageSize) {\n      total\n      totalIsEstimate\n      page\n      pageSize\n      items {\n        ...ProductFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Products($filter: ProductFilter, $sortBy: ProductSort, $page: Int, $pageSize: Int) {\n    products(filter: $filter, sortBy: $sortBy, page: $page, pageSize: $pageSize) {\n      total\n      totalIsEstimate\n      page\n      pageSize\n      items {\n        ...ProductFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchProducts($keyword: String!, $page: Int, $pageSize: Int) {\n    searchProducts(keyword: $keyword, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...ProductFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchProducts($keyword: String!, $page: Int, $pageSize: Int) {\n    searchProducts(keyword: $keyword, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...ProductFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopFeatureImages {\n    featureImages {\n      id\n      image\n    }\n  }\n"): (typeof documents)["\n  query ShopFeatureImages {\n    featureImages {\n      id\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductFacets($filter: ProductFilter) {\n    productFacets(filter: $filter) {\n      category {\n        value\n        count\n      }\n      brand {\n        value\n        count\n      }\n      size {\n        value\n        count\n      }\n      colour {\n        value\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductFacets($filter: ProductFilter) {\n    productFacets(filter: $filter) {\n      category {\n        value\n        count\n      }\n      brand {\n        value\n        count\n      }\n      size {\n        value\n        count\n      }\n      colour {\n        value\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewPageFields on ReviewPage {\n    total\n    page\n    pageSize\n    items {\n      id\n      userName\n      reviewMessage\n      reviewValue\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment ReviewPageFields on ReviewPage {\n    total\n    page\n    pageSize\n    items {\n      id\n      userName\n      reviewMessage\n      reviewValue\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddReview($input: ReviewInput!) {\n    addReview(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddReview($input: ReviewInput!) {\n    addReview(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProductGallery($id: ID!) {\n    product(id: $id) {\n      id\n      title\n      colours\n      images {\n        url\n        alt\n        colour\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProductGallery($id: ID!) {\n    product(id: $id) {\n      id\n      title\n      colours\n      images {\n        url\n        alt\n        colour\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProductImages($productId: ID!, $images: [ProductImageInput!]!) {\n    setProductImages(productId: $productId, images: $images) {\n      id\n      image\n      images {\n        ...PictureFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetProductImages($productId: ID!, $images: [ProductImageInput!]!) {\n    setProductImages(productId: $productId, images: $images) {\n      id\n      image\n      images {\n        ...PictureFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPickerSearch($keyword: String!) {\n    searchProducts(keyword: $keyword, pageSize: 8) {\n      items {\n        id\n        title\n        brand\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductPickerSearch($keyword: String!) {\n    searchProducts(keyword: $keyword, pageSize: 8) {\n      items {\n        id\n        title\n        brand\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPickerChosen($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  query ProductPickerChosen($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys {\n    apiKeyScopes\n    apiKeys {\n      id\n      name\n      prefix\n      scopes\n      rateLimitPerMinute\n      requestCount\n      lastUsedAt\n      createdAt\n      createdByEmail\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys {\n    apiKeyScopes\n    apiKeys {\n      id\n      name\n      prefix\n      scopes\n      rateLimitPerMinute\n      requestCount\n      lastUsedAt\n      createdAt\n      createdByEmail\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n        prefix\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n        prefix\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomers($search: String, $page: Int!, $pageSize: Int!) {\n    adminCustomers(search: $search, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        ...CustomerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomers($search: String, $page: Int!, $pageSize: Int!) {\n    adminCustomers(search: $search, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        ...CustomerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerFields on Customer {\n    id\n    userName\n    email\n    phone\n    disabled\n    disabledAt\n    createdAt\n    ordersCount\n    totalSpentCents\n    lastOrderAt\n  }\n"): (typeof documents)["\n  fragment CustomerFields on Customer {\n    id\n    userName\n    email\n    phone\n    disabled\n    disabledAt\n    createdAt\n    ordersCount\n    totalSpentCents\n    lastOrderAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomer($id: ID!) {\n    adminCustomer(id: $id) {\n      ...CustomerFields\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomer($id: ID!) {\n    adminCustomer(id: $id) {\n      ...CustomerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableCustomer($id: ID!) {\n    disableCustomer(id: $id) {\n      ...CustomerFields\n    }\n  }\n"): (typeof documents)["\n  mutation DisableCustomer($id: ID!) {\n    disableCustomer(id: $id) {\n      ...CustomerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableCustomer($id: ID!) {\n    enableCustomer(id: $id) {\n      ...CustomerFields\n    }\n  }\n"): (typeof documents)["\n  mutation EnableCustomer($id: ID!) {\n    enableCustomer(id: $id) {\n      ...CustomerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($page: Int!, $pageSize: Int!) {\n    auditLog(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        at\n        actorEmail\n        action\n        targetType\n        targetId\n        targetLabel\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($page: Int!, $pageSize: Int!) {\n    auditLog(page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        at\n        actorEmail\n        action\n        targetType\n        targetId\n        targetLabel\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTaxonomy {\n    categories(includeHidden: true) {\n      id\n      slug\n      name\n      position\n      hidden\n    }\n    brands(includeHidden: true) {\n      id\n      slug\n      name\n      position\n      hidden\n    }\n  }\n"): (typeof documents)["\n  query AdminTaxonomy {\n    categories(includeHidden: true) {\n      id\n      slug\n      name\n      position\n      hidden\n    }\n    brands(includeHidden: true) {\n      id\n      slug\n      name\n      position\n      hidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCategory($input: TaxonomyInput!) {\n    createCategory(input: $input) {\n      id\n      slug\n      name\n      position\n      hidden\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCategory($input: TaxonomyInput!) {\n    createCategory(input: $input) {\n      id\n      slug\n      name\n      position\n      hidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategory($id: ID!, $input: TaxonomyUpdateInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      slug\n      name\n      position\n      hidden\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCategory($id: ID!, $input: TaxonomyUpdateInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      slug\n      name\n      position\n      hidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderCategories($ids: [ID!]!) {\n    reorderCategories(ids: $ids) {\n      id\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderCategories($ids: [ID!]!) {\n    reorderCategories(ids: $ids) {\n      id\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBrand($input: TaxonomyInput!) {\n    createBrand(input: $input) {\n      id\n      slug\n      name\n      position\n      hidden\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBrand($input: TaxonomyInput!) {\n    createBrand(input: $input) {\n      id\n      slug\n      name\n      position\n      hidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBrand($id: ID!, $input: TaxonomyUpdateInput!) {\n    updateBrand(id: $id, input: $input) {\n      id\n      slug\n      name\n      position\n      hidden\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBrand($id: ID!, $input: TaxonomyUpdateInput!) {\n    updateBrand(id: $id, input: $input) {\n      id\n      slug\n      name\n      position\n      hidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderBrands($ids: [ID!]!) {\n    reorderBrands(ids: $ids) {\n      id\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderBrands($ids: [ID!]!) {\n    reorderBrands(ids: $ids) {\n      id\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFeatureImages {\n    featureImages {\n      id\n      image\n    }\n  }\n"): (typeof documents)["\n  query AdminFeatureImages {\n    featureImages {\n      id\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFeatureImage($image: String!) {\n    addFeatureImage(image: $image) {\n      id\n      image\n    }\n  }\n"): (typeof documents)["\n  mutation AddFeatureImage($image: String!) {\n    addFeatureImage(image: $image) {\n      id\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFeatureImage($id: ID!) {\n    deleteFeatureImage(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteFeatureImage($id: ID!) {\n    deleteFeatureImage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProducts($page: Int!, $pageSize: Int!) {\n    products(page: $page, pageSize: $pageSize, sortBy: titleAtoZ) {\n      total\n      page\n      pageSize\n      items {\n        ...ProductFields\n        variants {\n          ...VariantFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProducts($page: Int!, $pageSize: Int!) {\n    products(page: $page, pageSize: $pageSize, sortBy: titleAtoZ) {\n      total\n      page\n      pageSize\n      items {\n        ...ProductFields\n        variants {\n          ...VariantFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...ProductFields\n      variants {\n        ...VariantFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...ProductFields\n      variants {\n        ...VariantFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders(\n    $page: Int!\n    $pageSize: Int!\n    $status: OrderStatus\n    $from: DateTimeISO\n    $to: DateTimeISO\n    $search: String\n    $customerId: ID\n  ) {\n    adminOrders(page: $page, pageSize: $pageSize, status: $status, from: $from, to: $to, search: $search, customerId: $customerId) {\n      total\n      page\n      pageSize\n      items {\n        id\n        userName\n        orderDate\n        orderStatus\n        totalAmountCents\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrders(\n    $page: Int!\n    $pageSize: Int!\n    $status: OrderStatus\n    $from: DateTimeISO\n    $to: DateTimeISO\n    $search: String\n    $customerId: ID\n  ) {\n    adminOrders(page: $page, pageSize: $pageSize, status: $status, from: $from, to: $to, search: $search, customerId: $customerId) {\n      total\n      page\n      pageSize\n      items {\n        id\n        userName\n        orderDate\n        orderStatus\n        totalAmountCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrder($id: ID!) {\n    order(id: $id) {\n      ...OrderDetailsFields\n      nextStatuses\n    }\n  }\n"): (typeof documents)["\n  query AdminOrder($id: ID!) {\n    order(id: $id) {\n      ...OrderDetailsFields\n      nextStatuses\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      id\n      orderStatus\n      paymentStatus\n      orderUpdateDate\n      nextStatuses\n      history {\n        at\n        field\n        from\n        to\n        actor\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {\n    updateOrderStatus(id: $id, status: $status) {\n      id\n      orderStatus\n      paymentStatus\n      orderUpdateDate\n      nextStatuses\n      history {\n        at\n        field\n        from\n        to\n        actor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProductToEdit($id: ID!) {\n    product(id: $id) {\n      ...ProductFields\n      variants {\n        ...VariantFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProductToEdit($id: ID!) {\n    product(id: $id) {\n      ...ProductFields\n      variants {\n        ...VariantFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesDashboard($range: DashboardRange!, $from: String, $to: String) {\n    salesDashboard(range: $range, from: $from, to: $to) {\n      timeZone\n      from\n      to\n      previousFrom\n      previousTo\n      current {\n        revenueCents\n        orders\n        averageOrderValueCents\n        unitsSold\n        discountCents\n        shippingCents\n        taxCents\n      }\n      previous {\n        revenueCents\n        orders\n        averageOrderValueCents\n        unitsSold\n        discountCents\n        shippingCents\n        taxCents\n      }\n      days {\n        date\n        revenueCents\n        orders\n      }\n      topProducts {\n        productId\n        title\n        unitsSold\n        revenueCents\n      }\n      categories {\n        category\n        unitsSold\n        revenueCents\n      }\n    }\n  }\n"): (typeof documents)["\n  query SalesDashboard($range: DashboardRange!, $from: String, $to: String) {\n    salesDashboard(range: $range, from: $from, to: $to) {\n      timeZone\n      from\n      to\n      previousFrom\n      previousTo\n      current {\n        revenueCents\n        orders\n        averageOrderValueCents\n        unitsSold\n        discountCents\n        shippingCents\n        taxCents\n      }\n      previous {\n        revenueCents\n        orders\n        averageOrderValueCents\n        unitsSold\n        discountCents\n        shippingCents\n        taxCents\n      }\n      days {\n        date\n        revenueCents\n        orders\n      }\n      topProducts {\n        productId\n        title\n        unitsSold\n        revenueCents\n      }\n      categories {\n        category\n        unitsSold\n        revenueCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LowStock {\n    lowStock {\n      threshold\n      items {\n        productId\n        variantId\n        size\n        colour\n        sku\n        title\n        totalStock\n        lastSoldAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query LowStock {\n    lowStock {\n      threshold\n      items {\n        productId\n        variantId\n        size\n        colour\n        sku\n        title\n        totalStock\n        lastSoldAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DiscountCodeFields on DiscountCode {\n    id\n    code\n    kind\n    basisPoints\n    amountCents\n    categories\n    brands\n    productIds\n    minSubtotalCents\n    startsAt\n    endsAt\n    maxUses\n    perCustomer\n    firstOrderOnly\n    active\n    usedCount\n  }\n"): (typeof documents)["\n  fragment DiscountCodeFields on DiscountCode {\n    id\n    code\n    kind\n    basisPoints\n    amountCents\n    categories\n    brands\n    productIds\n    minSubtotalCents\n    startsAt\n    endsAt\n    maxUses\n    perCustomer\n    firstOrderOnly\n    active\n    usedCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDiscountCodes {\n    discountCodes {\n      ...DiscountCodeFields\n    }\n  }\n"): (typeof documents)["\n  query AdminDiscountCodes {\n    discountCodes {\n      ...DiscountCodeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDiscountCode($id: ID, $input: DiscountCodeInput!) {\n    saveDiscountCode(id: $id, input: $input) {\n      ...DiscountCodeFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveDiscountCode($id: ID, $input: DiscountCodeInput!) {\n    saveDiscountCode(id: $id, input: $input) {\n      ...DiscountCodeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminShippingMethods {\n    adminShippingMethods {\n      id\n      name\n      tiered\n      priceCents\n      freeFromCents\n      deliveryEstimate\n      active\n      position\n    }\n  }\n"): (typeof documents)["\n  query AdminShippingMethods {\n    adminShippingMethods {\n      id\n      name\n      tiered\n      priceCents\n      freeFromCents\n      deliveryEstimate\n      active\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveShippingMethod($id: ID, $input: ShippingMethodInput!) {\n    saveShippingMethod(id: $id, input: $input) {\n      id\n      name\n      tiered\n      priceCents\n      freeFromCents\n      deliveryEstimate\n      active\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation SaveShippingMethod($id: ID, $input: ShippingMethodInput!) {\n    saveShippingMethod(id: $id, input: $input) {\n      id\n      name\n      tiered\n      priceCents\n      freeFromCents\n      deliveryEstimate\n      active\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTaxRates {\n    taxRates {\n      id\n      country\n      region\n      name\n      ppm\n    }\n    shopSettings {\n      pricesIncludeTax\n      country\n      region\n      legalName\n      legalAddress\n      taxId\n    }\n  }\n"): (typeof documents)["\n  query AdminTaxRates {\n    taxRates {\n      id\n      country\n      region\n      name\n      ppm\n    }\n    shopSettings {\n      pricesIncludeTax\n      country\n      region\n      legalName\n      legalAddress\n      taxId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTaxRate($input: TaxRateInput!) {\n    saveTaxRate(input: $input) {\n      id\n      country\n      region\n      name\n      ppm\n    }\n  }\n"): (typeof documents)["\n  mutation SaveTaxRate($input: TaxRateInput!) {\n    saveTaxRate(input: $input) {\n      id\n      country\n      region\n      name\n      ppm\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTaxRate($id: ID!) {\n    deleteTaxRate(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTaxRate($id: ID!) {\n    deleteTaxRate(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveShopSettings($input: ShopSettingsInput!) {\n    saveShopSettings(input: $input) {\n      pricesIncludeTax\n      country\n      region\n      legalName\n      legalAddress\n      taxId\n    }\n  }\n"): (typeof documents)["\n  mutation SaveShopSettings($input: ShopSettingsInput!) {\n    saveShopSettings(input: $input) {\n      pricesIncludeTax\n      country\n      region\n      legalName\n      legalAddress\n      taxId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Promotions {\n    promotions {\n      id\n      name\n      kind\n      basisPoints\n      amountCents\n      categories\n      brands\n      productIds\n      minSubtotalCents\n      startsAt\n      endsAt\n      active\n    }\n  }\n"): (typeof documents)["\n  query Promotions {\n    promotions {\n      id\n      name\n      kind\n      basisPoints\n      amountCents\n      categories\n      brands\n      productIds\n      minSubtotalCents\n      startsAt\n      endsAt\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePromotion($id: ID, $input: PromotionInput!) {\n    savePromotion(id: $id, input: $input) {\n      id\n      name\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation SavePromotion($id: ID, $input: PromotionInput!) {\n    savePromotion(id: $id, input: $input) {\n      id\n      name\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Webhooks {\n    webhookEventTypes {\n      name\n    }\n    webhookEndpoints {\n      id\n      url\n      events\n      description\n      enabled\n      disabledReason\n      ownedByKey\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query Webhooks {\n    webhookEventTypes {\n      name\n    }\n    webhookEndpoints {\n      id\n      url\n      events\n      description\n      enabled\n      disabledReason\n      ownedByKey\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhook($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhook($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWebhookEnabled($id: ID!, $enabled: Boolean!) {\n    updateWebhookEndpoint(id: $id, input: { enabled: $enabled }) {\n      id\n      enabled\n      disabledReason\n    }\n  }\n"): (typeof documents)["\n  mutation SetWebhookEnabled($id: ID!, $enabled: Boolean!) {\n    updateWebhookEndpoint(id: $id, input: { enabled: $enabled }) {\n      id\n      enabled\n      disabledReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId, first: 50) {\n      id\n      eventId\n      eventType\n      resourceKey\n      occurredAt\n      status\n      nextAttemptAt\n      attempts {\n        at\n        statusCode\n        error\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId, first: 50) {\n      id\n      eventId\n      eventType\n      resourceKey\n      occurredAt\n      status\n      nextAttemptAt\n      attempts {\n        at\n        statusCode\n        error\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendWebhook($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      id\n      status\n      nextAttemptAt\n    }\n  }\n"): (typeof documents)["\n  mutation ResendWebhook($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      id\n      status\n      nextAttemptAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($userId: ID!, $token: String!, $password: String!) {\n    resetPassword(userId: $userId, token: $token, password: $password) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($userId: ID!, $token: String!, $password: String!) {\n    resetPassword(userId: $userId, token: $token, password: $password) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrder($addressId: ID!, $shippingMethodId: ID) {\n    createOrder(addressId: $addressId, shippingMethodId: $shippingMethodId) {\n      orderId\n      approvalURL\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOrder($addressId: ID!, $shippingMethodId: ID) {\n    createOrder(addressId: $addressId, shippingMethodId: $shippingMethodId) {\n      orderId\n      approvalURL\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaptureOrder($orderId: ID!, $paymentId: String!, $payerId: String!) {\n    captureOrder(orderId: $orderId, paymentId: $paymentId, payerId: $payerId) {\n      id\n      orderStatus\n      paymentStatus\n    }\n  }\n"): (typeof documents)["\n  mutation CaptureOrder($orderId: ID!, $paymentId: String!, $payerId: String!) {\n    captureOrder(orderId: $orderId, paymentId: $paymentId, payerId: $payerId) {\n      id\n      orderStatus\n      paymentStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPage($slug: String!) {\n    productBySlug(slug: $slug) {\n      ...ProductFields\n      reviewCount\n      images {\n        ...PictureFields\n      }\n      variants {\n        ...VariantFields\n        unitPriceCents\n      }\n      slug\n      url\n    }\n    shopInfo {\n      url\n    }\n    categories {\n      slug\n      name\n    }\n    brands {\n      slug\n      name\n    }\n  }\n"): (typeof documents)["\n  query ProductPage($slug: String!) {\n    productBySlug(slug: $slug) {\n      ...ProductFields\n      reviewCount\n      images {\n        ...PictureFields\n      }\n      variants {\n        ...VariantFields\n        unitPriceCents\n      }\n      slug\n      url\n    }\n    shopInfo {\n      url\n    }\n    categories {\n      slug\n      name\n    }\n    brands {\n      slug\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductReviews($productId: ID!, $page: Int = 1) {\n    reviews(productId: $productId, page: $page, pageSize: 10) {\n      ...ReviewPageFields\n    }\n  }\n"): (typeof documents)["\n  query ProductReviews($productId: ID!, $page: Int = 1) {\n    reviews(productId: $productId, page: $page, pageSize: 10) {\n      ...ReviewPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      userName\n      email\n      phone\n      role\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      userName\n      email\n      phone\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      message\n      user {\n        id\n        userName\n        email\n        phone\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      message\n      user {\n        id\n        userName\n        email\n        phone\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      success\n      message\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;