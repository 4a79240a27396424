-- Decision 111 (issue 38): each extra says whether it is charged once for the line ('line') or once
-- per unit of it ('piece'); existing extras stay 'line'. Order lines keep the basis their extra had
-- when placed (existing rows 'line': they stay as charged). A cart extra's quantity is no longer
-- chosen: the rule gives it from the basis and the line's quantity, so the cart's stored quantity
-- is 1 ("on the line") and cart_read answers the basis (a last column). cart_read is dropped and
-- made again with the same body otherwise, and the plan settings of 0008 again.
ALTER TABLE "product_extras" ADD COLUMN "charge_basis" text DEFAULT 'line' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_item_extras" ADD COLUMN "charge_basis" text DEFAULT 'line' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_extras" ADD CONSTRAINT "product_extras_charge_basis_check" CHECK ("product_extras"."charge_basis" in ('line', 'piece'));
--> statement-breakpoint
UPDATE "cart_item_extras" SET "quantity" = 1, "total_price" = "unit_price" WHERE "quantity" <> 1;
--> statement-breakpoint
DROP FUNCTION IF EXISTS cart_read(uuid);
--> statement-breakpoint
CREATE FUNCTION cart_read(p_session uuid)
RETURNS TABLE (
  session_id uuid, expires_at timestamptz, merge_notice jsonb,
  item_id uuid, product_id uuid, variation_id uuid, quantity integer, weight_kg numeric, unit_price numeric,
  slug text, name text, name_en text, image_url text, active boolean, variation_name text, stock integer,
  extra_line_id uuid, extra_id uuid, extra_quantity integer, extra_unit_price numeric, extra_name text, extra_name_en text,
  price_per_kg numeric, cuts jsonb, extra_basis text
)
-- VOLATILE (the default), not STABLE: the read runs after cart_add_line in the same statement and
-- must see the line it just wrote (a STABLE function would read the statement's first snapshot).
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT s.session_id, s.expires_at, s.merge_notice,
         i.id, i.product_id, i.variation_id, i.quantity, i.weight_kg, i.unit_price,
         p.slug, p.name, p.name_en, p.main_image_url, p.is_active, v.name, v.stock_quantity,
         e.id, e.extra_id, e.quantity, e.unit_price, x.name, x.name_en,
         v.price_per_kg, i.cuts, x.charge_basis
  FROM cart_sessions s
  LEFT JOIN cart_items i ON i.session_id = s.session_id
  LEFT JOIN products p ON p.id = i.product_id
  LEFT JOIN product_variations v ON v.id = i.variation_id
  LEFT JOIN cart_item_extras e ON e.cart_item_id = i.id
  LEFT JOIN product_extras x ON x.id = e.extra_id
  WHERE s.session_id = p_session
  ORDER BY i.created_at, i.id, e.created_at, e.id;
END $$;
--> statement-breakpoint
ALTER FUNCTION cart_read(uuid) SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION cart_read(uuid) SET enable_hashjoin = off;
--> statement-breakpoint
ALTER FUNCTION cart_read(uuid) SET enable_mergejoin = off;
