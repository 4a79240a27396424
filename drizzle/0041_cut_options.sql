ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_line_key";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "cuts" jsonb;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "cuts_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cut_options" jsonb DEFAULT '{"groups":[],"note":false}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "cuts" jsonb;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_line_key" UNIQUE NULLS NOT DISTINCT("session_id","product_id","variation_id","cuts_key");--> statement-breakpoint
-- Issue 41 (decision 091): a cart line carries its cut options. cart_add_line takes them (the
-- snapshot and its key, part of the line's unique key: other cuts make another line); cart_read
-- answers them (a last column). Both are dropped and made again with the same bodies otherwise,
-- and the plan settings of 0008 again.
DROP FUNCTION IF EXISTS cart_add_line(uuid, text, uuid, uuid, integer, timestamptz, timestamptz, integer);
--> statement-breakpoint
CREATE FUNCTION cart_add_line(
  p_session uuid, p_user text, p_product uuid, p_variation uuid, p_quantity integer,
  p_now timestamptz, p_expires timestamptz, p_line_max integer, p_cuts jsonb, p_cuts_key text
)
RETURNS TABLE (cart_session uuid, has_product boolean, has_variation boolean, held integer, line_id uuid, needs_cuts boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_price numeric; v_weight numeric; v_stock integer; v_found uuid; v_has_variations boolean;
  v_needs_cuts boolean;
BEGIN
  has_product := false; has_variation := false; needs_cuts := false;
  IF p_user IS NOT NULL THEN
    UPDATE cart_sessions s SET expires_at = p_expires, updated_at = p_now
      WHERE s.user_id = p_user AND s.expires_at > p_now RETURNING s.session_id INTO cart_session;
  ELSIF p_session IS NOT NULL THEN
    UPDATE cart_sessions s SET expires_at = p_expires, updated_at = p_now
      WHERE s.session_id = p_session AND s.user_id IS NULL AND s.expires_at > p_now
      RETURNING s.session_id INTO cart_session;
  END IF;
  IF cart_session IS NULL THEN RETURN NEXT; RETURN; END IF;

  SELECT p.id, p.price, EXISTS (SELECT 1 FROM product_variations pv WHERE pv.product_id = p.id),
         jsonb_path_exists(p.cut_options, '$.groups[*] ? (@.required == true)')
    INTO v_found, v_price, v_has_variations, v_needs_cuts
    FROM products p WHERE p.id = p_product AND p.is_active;
  IF v_found IS NULL THEN RETURN NEXT; RETURN; END IF;
  has_product := true;
  -- A product with a required cut choice is never added without cuts (the caller checked them).
  IF v_needs_cuts AND p_cuts_key = '' THEN needs_cuts := true; RETURN NEXT; RETURN; END IF;

  IF p_variation IS NULL THEN
    IF v_has_variations THEN RETURN NEXT; RETURN; END IF;
  ELSE
    v_found := NULL;
    SELECT v.id, v.price, v.weight_kg, v.stock_quantity INTO v_found, v_price, v_weight, v_stock
      FROM product_variations v WHERE v.id = p_variation AND v.product_id = p_product;
    IF v_found IS NULL THEN RETURN NEXT; RETURN; END IF;
  END IF;
  has_variation := true;

  IF p_quantity <= LEAST(COALESCE(v_stock, p_line_max), p_line_max) THEN
    INSERT INTO cart_items AS ci
      (session_id, product_id, variation_id, quantity, weight_kg, unit_price, total_price, cuts, cuts_key, created_at, updated_at)
    VALUES (cart_session, p_product, p_variation, p_quantity, v_weight, v_price, v_price * p_quantity, p_cuts, p_cuts_key, p_now, p_now)
    ON CONFLICT ON CONSTRAINT cart_items_line_key DO UPDATE SET
      quantity = ci.quantity + excluded.quantity,
      unit_price = excluded.unit_price,
      weight_kg = excluded.weight_kg,
      cuts = excluded.cuts,
      total_price = excluded.unit_price * (ci.quantity + excluded.quantity),
      updated_at = excluded.updated_at
    WHERE ci.quantity + excluded.quantity <= LEAST(COALESCE(v_stock, p_line_max), p_line_max)
    RETURNING ci.id INTO line_id;
  END IF;
  IF line_id IS NULL THEN
    SELECT ci.quantity INTO held FROM cart_items ci
      WHERE ci.session_id = cart_session AND ci.product_id = p_product
        AND ci.variation_id IS NOT DISTINCT FROM p_variation AND ci.cuts_key = p_cuts_key;
  END IF;
  RETURN NEXT;
END $$;
--> statement-breakpoint
ALTER FUNCTION cart_add_line(uuid, text, uuid, uuid, integer, timestamptz, timestamptz, integer, jsonb, text) SET enable_seqscan = off;
--> statement-breakpoint
DROP FUNCTION IF EXISTS cart_read(uuid);
--> statement-breakpoint
CREATE FUNCTION cart_read(p_session uuid)
RETURNS TABLE (
  session_id uuid, expires_at timestamptz, merge_notice jsonb,
  item_id uuid, product_id uuid, variation_id uuid, quantity integer, weight_kg numeric, unit_price numeric,
  slug text, name text, name_en text, image_url text, active boolean, variation_name text, stock integer,
  extra_line_id uuid, extra_id uuid, extra_quantity integer, extra_unit_price numeric, extra_name text, extra_name_en text,
  price_per_kg numeric, cuts jsonb
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
         v.price_per_kg, i.cuts
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

