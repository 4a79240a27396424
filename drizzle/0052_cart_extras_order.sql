-- Extras chosen together (one request, so one created_at) were listed by their random id: a
-- different order on every cart, and the checkout's read and the order's lines could disagree with
-- the cart page. After the time they were chosen they now come by the extra's name (unique), as
-- the checkout's read lists them (cart/checkout-cart.ts). cart_read is dropped and made again with
-- the same body otherwise, and the plan settings of 0008 again.
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
  ORDER BY i.created_at, i.id, e.created_at, x.name;
END $$;
--> statement-breakpoint
ALTER FUNCTION cart_read(uuid) SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION cart_read(uuid) SET enable_hashjoin = off;
--> statement-breakpoint
ALTER FUNCTION cart_read(uuid) SET enable_mergejoin = off;
