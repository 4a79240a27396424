-- Decision 100: a cutting extra is no longer offered on a product whose cut options offer the same
-- thing (the demo picanha showed "Cortar em bifes" beside the steaks option). The option wins: it is
-- what the desk, the labels and the production list read. A cutting extra on a product without
-- that option stays until staff move it by hand (decision 091); the extras themselves stay, so
-- carts holding them still check out, and past orders keep their snapshots (order_item_extras).
DELETE FROM "product_extra_links" AS l
USING "product_extras" AS x, "products" AS p
WHERE l."extra_id" = x."id"
  AND l."product_id" = p."id"
  AND (
    (x."name" = 'Cortar em bifes'
      AND jsonb_path_exists(p."cut_options", '$.groups[*] ? (@.group == "form").values[*] ? (@.value == "sliced")'))
    OR (x."name" = 'Cortar em cubos'
      AND jsonb_path_exists(p."cut_options", '$.groups[*] ? (@.group == "form").values[*] ? (@.value == "cubed")'))
    OR (x."name" = 'Embalagem a vácuo'
      AND jsonb_path_exists(p."cut_options", '$.groups[*] ? (@.group == "vacuum").values[*] ? (@.value == "yes")'))
  );
