import type { Brand, Category } from "../../gql/graphql";

export interface ProductFormValues {
  title: string;
  description: string;
  category: string;
  brand: string;
  price: string;
  salePrice: string;
  totalStock: string;
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  title: "",
  description: "",
  category: "",
  brand: "",
  price: "",
  salePrice: "",
  totalStock: "",
};

/** SPEC section 5: every field must be filled (salePrice is optional), plus an image to show. */
export function isProductFormComplete(values: ProductFormValues, image: string): boolean {
  const required: (keyof ProductFormValues)[] = ["title", "description", "category", "brand", "price", "totalStock"];
  return required.every((k) => values[k].trim() !== "") && image.trim() !== "";
}

export function toProductInput(values: ProductFormValues, image: string) {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category as Category,
    brand: values.brand as Brand,
    image,
    price: Number(values.price),
    // 0 means "not on sale"; an emptied field clears a previous sale price.
    salePrice: values.salePrice.trim() === "" ? 0 : Number(values.salePrice),
    totalStock: Number(values.totalStock),
  };
}
