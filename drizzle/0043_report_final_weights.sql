-- Custom SQL migration (issue 39, decision 102): the dashboard's kilograms sold come from the final
-- weight once a line is weighed (Picanha showed 1,3 kg sold; it weighed 1,52 kg). The summary
-- line's `weight_kg` (order_summary_line, migration 0022) now carries the whole line's kilograms —
-- coalesce(final_weight_kg, weight_kg * quantity) — and is summed as it is. Revenue already
-- followed the weighing (line_total is charged by the final weight). The kilograms already summed
-- are made again from the lines.

CREATE OR REPLACE FUNCTION order_summary_lines_apply(p order_summary_line[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(p), 0) = 0 THEN RETURN; END IF;
  PERFORM order_summary_lock(array(SELECT DISTINCT row(l.store_id, l.day)::order_summary_key FROM unnest(p) l));
  INSERT INTO order_product_day_totals AS t
    (store_id, day, product_id, product_name, lines, quantity, revenue, kg)
  SELECT l.store_id, l.day, l.product_id, l.product_name, sum(l.sign), sum(l.sign * l.quantity),
         sum(l.sign * l.line_total), coalesce(sum(l.sign * l.weight_kg), 0)
  FROM unnest(p) l
  GROUP BY 1, 2, 3, 4
  HAVING sum(l.sign) <> 0 OR sum(l.sign * l.quantity) <> 0 OR sum(l.sign * l.line_total) <> 0
      OR coalesce(sum(l.sign * l.weight_kg), 0) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT order_product_day_totals_key DO UPDATE SET
    lines = t.lines + excluded.lines, quantity = t.quantity + excluded.quantity,
    revenue = t.revenue + excluded.revenue, kg = t.kg + excluded.kg;
  DELETE FROM order_product_day_totals t
  USING (SELECT DISTINCT l.store_id, l.day FROM unnest(p) l WHERE l.sign < 0) k
  WHERE t.store_id = k.store_id AND t.day = k.day AND t.lines = 0;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_summary_orders_apply(p_old orders[], p_new orders[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_summary_lock(array(
    SELECT DISTINCT row(x.store_id, report_day(x.created_at))::order_summary_key
    FROM (SELECT n.store_id, n.created_at FROM unnest(p_new) n
          UNION ALL SELECT o.store_id, o.created_at FROM unnest(p_old) o) x));
  -- Orders, revenue and discount per store, day, status and coupon (every status).
  INSERT INTO order_day_totals AS t (store_id, day, status, coupon_code, orders, revenue, discount)
  SELECT d.store_id, report_day(d.created_at), d.status, coalesce(upper(d.coupon_code), ''),
         sum(d.sign), sum(d.sign * d.total), sum(d.sign * d.discount)
  FROM (SELECT 1 AS sign, n.store_id, n.created_at, n.status, n.coupon_code, n.total, n.discount
          FROM unnest(p_new) n
        UNION ALL
        SELECT -1, o.store_id, o.created_at, o.status, o.coupon_code, o.total, o.discount
          FROM unnest(p_old) o) d
  GROUP BY 1, 2, 3, 4
  HAVING sum(d.sign) <> 0 OR sum(d.sign * d.total) <> 0 OR sum(d.sign * d.discount) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (store_id, day, status, coupon_code) DO UPDATE SET
    orders = t.orders + excluded.orders, revenue = t.revenue + excluded.revenue,
    discount = t.discount + excluded.discount;
  DELETE FROM order_day_totals t
  USING (SELECT DISTINCT o.store_id, report_day(o.created_at) AS day FROM unnest(p_old) o) k
  WHERE t.store_id = k.store_id AND t.day = k.day AND t.orders = 0;

  -- Customers whose orders changed in a way that counts: their row made again from their orders
  -- (an index probe on orders_customer_created_idx each), or removed when none is left.
  WITH k AS (
    SELECT DISTINCT x.store_id, x.customer_user_id FROM (
      SELECT n.store_id, n.customer_user_id FROM unnest(p_new) n
        LEFT JOIN unnest(p_old) o ON o.id = n.id
        WHERE o.id IS NULL OR (o.store_id, o.customer_user_id, o.status, o.created_at)
          IS DISTINCT FROM (n.store_id, n.customer_user_id, n.status, n.created_at)
      UNION ALL
      SELECT o.store_id, o.customer_user_id FROM unnest(p_old) o
        LEFT JOIN unnest(p_new) n ON n.id = o.id
        WHERE n.id IS NULL OR (o.store_id, o.customer_user_id, o.status, o.created_at)
          IS DISTINCT FROM (n.store_id, n.customer_user_id, n.status, n.created_at)
    ) x
  ), fresh AS (
    SELECT k.store_id, k.customer_user_id, min(r.created_at) AS first_at,
           max(r.created_at) AS last_at, count(r.id)::int AS n
    FROM k LEFT JOIN orders r ON r.customer_user_id = k.customer_user_id
      AND r.store_id = k.store_id AND r.status <> 'cancelled'
    GROUP BY 1, 2
  ), gone AS (
    DELETE FROM order_customer_totals t USING fresh f
    WHERE f.n = 0 AND t.store_id = f.store_id AND t.customer_user_id = f.customer_user_id
  )
  INSERT INTO order_customer_totals AS t (store_id, customer_user_id, first_at, last_at, orders)
  SELECT f.store_id, f.customer_user_id, f.first_at, f.last_at, f.n FROM fresh f WHERE f.n > 0
  ORDER BY 1, 2
  ON CONFLICT (store_id, customer_user_id) DO UPDATE SET
    first_at = excluded.first_at, last_at = excluded.last_at, orders = excluded.orders;

  -- An order that moved store or day, or into or out of cancelled, moves its lines (updates only:
  -- a new order has no lines yet, a deleted one's are taken out by order_summary_orders_delete).
  PERFORM order_summary_lines_apply(array(
    SELECT row(s.sign, s.store_id, s.day, i.product_id, i.product_name, i.quantity, i.line_total,
               coalesce(i.final_weight_kg, i.weight_kg * i.quantity))::order_summary_line
    FROM (SELECT 1 AS sign, n.id, n.store_id, report_day(n.created_at) AS day
            FROM unnest(p_new) n JOIN unnest(p_old) o ON o.id = n.id
            WHERE n.status <> 'cancelled'
              AND (o.store_id, report_day(o.created_at), o.status = 'cancelled')
                IS DISTINCT FROM (n.store_id, report_day(n.created_at), false)
          UNION ALL
          SELECT -1, o.id, o.store_id, report_day(o.created_at)
            FROM unnest(p_old) o JOIN unnest(p_new) n ON n.id = o.id
            WHERE o.status <> 'cancelled'
              AND (o.store_id, report_day(o.created_at), false)
                IS DISTINCT FROM (n.store_id, report_day(n.created_at), n.status = 'cancelled')) s
    JOIN order_items i ON i.order_id = s.id));
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_summary_orders_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'cancelled' THEN
    PERFORM order_summary_lines_apply(array(
      SELECT row(-1, OLD.store_id, report_day(OLD.created_at), i.product_id, i.product_name,
                 i.quantity, i.line_total, coalesce(i.final_weight_kg, i.weight_kg * i.quantity))::order_summary_line
      FROM order_items i WHERE i.order_id = OLD.id));
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_summary_items_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE v_old order_items[]; v_new order_items[];
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN v_old := array(SELECT o FROM old_rows o); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN v_new := array(SELECT n FROM new_rows n); END IF;
  PERFORM order_summary_lines_apply(array(
    SELECT row(l.sign, r.store_id, report_day(r.created_at), l.product_id, l.product_name,
               l.quantity, l.line_total, coalesce(l.final_weight_kg, l.weight_kg * l.quantity))::order_summary_line
    FROM (SELECT 1 AS sign, n.* FROM unnest(v_new) n
          UNION ALL SELECT -1, o.* FROM unnest(v_old) o) l
    JOIN orders r ON r.id = l.order_id
    WHERE r.status <> 'cancelled'));
  RETURN NULL;
END $$;
--> statement-breakpoint
DELETE FROM order_product_day_totals;
--> statement-breakpoint
INSERT INTO order_product_day_totals (store_id, day, product_id, product_name, lines, quantity, revenue, kg)
SELECT o.store_id, report_day(o.created_at), i.product_id, i.product_name, count(*), sum(i.quantity),
       sum(i.line_total), coalesce(sum(coalesce(i.final_weight_kg, i.weight_kg * i.quantity)), 0)
FROM order_items i JOIN orders o ON o.id = i.order_id
WHERE o.status <> 'cancelled'
GROUP BY 1, 2, 3, 4;
