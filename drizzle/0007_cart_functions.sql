-- Custom SQL migration: the cart's hot path as PL/pgSQL functions. PostgreSQL keeps the plan of
-- every statement inside a PL/pgSQL function for the connection's life, instead of planning the
-- same joins on every request; on the embedded database (one connection) this is most of the cost
-- of an add-to-cart (docs/decisions/014-cart-sql-functions.md). Rules and messages stay in
-- TypeScript: these return facts (found, not found, how many) and the service decides.

CREATE OR REPLACE FUNCTION cart_read(p_session uuid)
RETURNS TABLE (
  session_id uuid, expires_at timestamptz, merge_notice jsonb,
  item_id uuid, product_id uuid, variation_id uuid, quantity integer, weight_kg numeric, unit_price numeric,
  slug text, name text, name_en text, image_url text, active boolean, variation_name text, stock integer,
  extra_line_id uuid, extra_id uuid, extra_quantity integer, extra_unit_price numeric, extra_name text, extra_name_en text
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
         e.id, e.extra_id, e.quantity, e.unit_price, x.name, x.name_en
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

CREATE OR REPLACE FUNCTION cart_owned(p_session uuid, p_user text)
RETURNS uuid
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
DECLARE v_session uuid;
BEGIN
  IF p_user IS NOT NULL THEN
    SELECT s.session_id INTO v_session FROM cart_sessions s WHERE s.user_id = p_user;
  ELSIF p_session IS NOT NULL THEN
    SELECT s.session_id INTO v_session FROM cart_sessions s WHERE s.session_id = p_session AND s.user_id IS NULL;
  END IF;
  RETURN v_session;
END $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION cart_add_line(
  p_session uuid, p_user text, p_product uuid, p_variation uuid, p_quantity integer,
  p_now timestamptz, p_expires timestamptz, p_line_max integer
)
RETURNS TABLE (cart_session uuid, has_product boolean, has_variation boolean, held integer, line_id uuid)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_price numeric; v_weight numeric; v_stock integer; v_found uuid; v_has_variations boolean;
BEGIN
  has_product := false; has_variation := false;
  IF p_user IS NOT NULL THEN
    UPDATE cart_sessions s SET expires_at = p_expires, updated_at = p_now
      WHERE s.user_id = p_user AND s.expires_at > p_now RETURNING s.session_id INTO cart_session;
  ELSIF p_session IS NOT NULL THEN
    UPDATE cart_sessions s SET expires_at = p_expires, updated_at = p_now
      WHERE s.session_id = p_session AND s.user_id IS NULL AND s.expires_at > p_now
      RETURNING s.session_id INTO cart_session;
  END IF;
  IF cart_session IS NULL THEN RETURN NEXT; RETURN; END IF;

  SELECT p.id, p.price, EXISTS (SELECT 1 FROM product_variations pv WHERE pv.product_id = p.id)
    INTO v_found, v_price, v_has_variations
    FROM products p WHERE p.id = p_product AND p.is_active;
  IF v_found IS NULL THEN RETURN NEXT; RETURN; END IF;
  has_product := true;

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
      (session_id, product_id, variation_id, quantity, weight_kg, unit_price, total_price, created_at, updated_at)
    VALUES (cart_session, p_product, p_variation, p_quantity, v_weight, v_price, v_price * p_quantity, p_now, p_now)
    ON CONFLICT ON CONSTRAINT cart_items_line_key DO UPDATE SET
      quantity = ci.quantity + excluded.quantity,
      unit_price = excluded.unit_price,
      weight_kg = excluded.weight_kg,
      total_price = excluded.unit_price * (ci.quantity + excluded.quantity),
      updated_at = excluded.updated_at
    WHERE ci.quantity + excluded.quantity <= LEAST(COALESCE(v_stock, p_line_max), p_line_max)
    RETURNING ci.id INTO line_id;
  END IF;
  IF line_id IS NULL THEN
    SELECT ci.quantity INTO held FROM cart_items ci
      WHERE ci.session_id = cart_session AND ci.product_id = p_product
        AND ci.variation_id IS NOT DISTINCT FROM p_variation;
  END IF;
  RETURN NEXT;
END $$;
