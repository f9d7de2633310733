// The catalogue on the REST facade (spec 7, Shop products and search, and Admin products): query-string filters and
// paging, the product form's fields, and the spec's product shape (dollars, `_id`, brand "h&m").
import type { Request } from "express";
import type { RestDeps } from "./deps.js";
import type { RestRoute } from "./route.js";
import { body, paging, param, queryList, queryValue } from "./input.js";
import { restBrand, serviceBrand, toRest } from "./shape.js";
import type { ProductPageView, ProductView } from "../modules/product/product.service.js";

/** The legacy product shape: without the slug (product pages are the web app's; REST shapes do not change). */
export const restProduct = ({ slug: _slug, ...p }: ProductView) => toRest({ ...p, brand: restBrand(p.brand) });

// The legacy shape has no totalIsEstimate, so its totals are always counted (cached until the catalogue changes).
const EXACT_TOTAL = true;

const restPage = (page: ProductPageView) => ({
  success: true,
  data: page.items.map(restProduct),
  total: page.total,
  page: page.page,
  limit: page.pageSize,
});

const PRODUCT_FIELDS = ["title", "description", "category", "brand", "image", "price", "salePrice", "totalStock"] as const;

/** The product form's fields (anything else, like averageReview, is not the client's to set). */
function productFields(req: Request) {
  const b = body(req);
  const out: Record<string, unknown> = {};
  for (const f of PRODUCT_FIELDS) if (f in b) out[f] = b[f];
  if ("brand" in out) out.brand = serviceBrand(out.brand);
  return out;
}

/** `category=men,women&brand=nike,h%26m&sortBy=price-lowtohigh&page=1&limit=24` */
function listArgs(req: Request) {
  const { page, limit } = paging(req);
  return {
    filter: { category: queryList(req, "category"), brand: queryList(req, "brand").map(serviceBrand) },
    sortBy: queryValue(req, "sortBy"),
    page,
    pageSize: limit,
  };
}

export function productRoutes({ services }: RestDeps): RestRoute[] {
  const products = services.products;
  return [
    {
      method: "get",
      paths: ["/api/shop/products/get"],
      operation: "products",
      handler: async ({ req, viewer }) => restPage(await products.list(viewer, listArgs(req), EXACT_TOTAL)),
    },
    {
      method: "get",
      paths: ["/api/shop/products/all"],
      operation: "products",
      handler: async ({ req, viewer }) => {
        const { page, limit } = paging(req);
        return restPage(await products.list(viewer, { sortBy: queryValue(req, "sortBy"), page, pageSize: limit }, EXACT_TOTAL));
      },
    },
    {
      method: "get",
      paths: ["/api/shop/products/get/:id"],
      operation: "product",
      handler: async ({ req, viewer }) => ({ success: true, data: restProduct(await products.get(viewer, param(req, "id"))) }),
    },
    {
      method: "get",
      paths: ["/api/shop/search/:keyword"],
      operation: "searchProducts",
      handler: async ({ req, viewer }) => {
        const { page, limit } = paging(req);
        return restPage(await products.search(viewer, param(req, "keyword"), page, limit, EXACT_TOTAL));
      },
    },
    {
      method: "get",
      paths: ["/api/admin/products/get"],
      operation: "adminProducts",
      handler: async ({ req, viewer }) => restPage(await products.list(viewer, listArgs(req), EXACT_TOTAL)),
    },
    {
      method: "post",
      paths: ["/api/admin/products/add"],
      operation: "createProduct",
      status: 201,
      handler: async ({ req, viewer }) => ({
        success: true,
        message: "Product add successfully",
        data: restProduct(await products.create(productFields(req), viewer)),
      }),
    },
    {
      method: "put",
      paths: ["/api/admin/products/edit/:id"],
      operation: "updateProduct",
      handler: async ({ req, viewer }) => ({
        success: true,
        message: "Product updated successfully",
        data: restProduct(await products.update(param(req, "id"), productFields(req), viewer)),
      }),
    },
    {
      method: "delete",
      paths: ["/api/admin/products/delete/:id"],
      operation: "deleteProduct",
      handler: async ({ req, viewer }) => {
        const id = await products.delete(param(req, "id"), viewer);
        return { success: true, message: "Product delete successfully", data: { id, _id: id } };
      },
    },
  ];
}
