-- AlterTable
ALTER TABLE "Product" ALTER COLUMN "effectivePriceCents" SET DEFAULT 0;

-- The effective price is the database's to compute (written by hand; Prisma's schema does not describe triggers):
-- every writer (services, seeds, bulk loads, tests) gets it right without repeating the rule.
CREATE FUNCTION "product_effective_price"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."effectivePriceCents" := CASE WHEN NEW."salePriceCents" > 0 THEN NEW."salePriceCents" ELSE NEW."priceCents" END;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "Product_effectivePriceCents" BEFORE INSERT OR UPDATE OF "priceCents", "salePriceCents", "effectivePriceCents" ON "Product"
  FOR EACH ROW EXECUTE FUNCTION "product_effective_price"();

UPDATE "Product" SET "effectivePriceCents" = CASE WHEN "salePriceCents" > 0 THEN "salePriceCents" ELSE "priceCents" END
  WHERE "effectivePriceCents" <> CASE WHEN "salePriceCents" > 0 THEN "salePriceCents" ELSE "priceCents" END;

-- The rules the services enforce, kept by the database too: a bug or a hand-written statement cannot store
-- negative stock, a negative price, an empty line or a rating outside 1..5.
ALTER TABLE "Product"
  ADD CONSTRAINT "Product_totalStock_not_negative" CHECK ("totalStock" >= 0),
  ADD CONSTRAINT "Product_prices_not_negative" CHECK ("priceCents" >= 0 AND "salePriceCents" >= 0);
ALTER TABLE "Review" ADD CONSTRAINT "Review_reviewValue_1_to_5" CHECK ("reviewValue" BETWEEN 1 AND 5);
ALTER TABLE "CartItem" ADD CONSTRAINT "CartItem_quantity_positive" CHECK ("quantity" > 0);
ALTER TABLE "OrderItem" ADD CONSTRAINT "OrderItem_quantity_positive" CHECK ("quantity" > 0),
  ADD CONSTRAINT "OrderItem_priceCents_not_negative" CHECK ("priceCents" >= 0);
ALTER TABLE "Order" ADD CONSTRAINT "Order_amounts_not_negative"
  CHECK ("subtotalCents" >= 0 AND "shippingCents" >= 0 AND "totalCents" = "subtotalCents" + "shippingCents");
