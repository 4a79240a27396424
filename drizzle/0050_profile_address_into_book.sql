-- Custom (decision 108): the profile's old single address (kept in users_unified.metadata as
-- address, city, state, zipCode — or zip_code from older imports) moves into her address book, so
-- the book is the one place her addresses live. Only an address the book can hold and the checkout
-- can deliver to moves: a street, a city, a US state (its code or its name) and a ZIP. It becomes
-- her default when she has none yet, is labelled "Endereço" (or "Address" when she reads English),
-- and is not added again when the book already holds the same street and ZIP (it was saved there
-- by a checkout). A full book (10) keeps it where it is. The old keys are removed only from the
-- profiles whose address is now in the book; an incomplete one stays in the metadata, and her
-- profile's address card offers it to be completed (nothing she saved is dropped).
-- Both statements run in the migration's one transaction.
INSERT INTO "customer_addresses" ("profile_id", "label", "street", "city", "state", "zip", "is_default")
SELECT "m"."profile_id",
  CASE WHEN "m"."language" = 'en' THEN 'Address' ELSE 'Endereço' END,
  "m"."street", "m"."city", "m"."state", "m"."zip",
  NOT EXISTS (SELECT 1 FROM "customer_addresses" "c" WHERE "c"."profile_id" = "m"."profile_id" AND "c"."is_default")
FROM (
  SELECT "o".*, "s"."code" AS "state"
  FROM (
    SELECT "u"."id" AS "profile_id",
      "u"."preferred_language" AS "language",
      btrim("u"."metadata"->>'address') AS "street",
      btrim(coalesce("u"."metadata"->>'city', '')) AS "city",
      lower(regexp_replace(translate(replace(btrim(coalesce("u"."metadata"->>'state', '')), '.', ''),
        'ÁÉÍÓÚÃÕÂÊÔÇáéíóúãõâêôç', 'AEIOUAOAEOCaeiouaoaeoc'), '\s+', ' ', 'g')) AS "state_folded",
      btrim(coalesce(nullif(btrim("u"."metadata"->>'zipCode'), ''), "u"."metadata"->>'zip_code', '')) AS "zip"
    FROM "users_unified" "u"
    WHERE jsonb_typeof("u"."metadata"->'address') = 'string' AND btrim("u"."metadata"->>'address') <> ''
  ) "o"
  JOIN (VALUES ('AL', 'alabama'), ('AK', 'alaska'), ('AZ', 'arizona'), ('AR', 'arkansas'), ('CA', 'california'), ('CO', 'colorado'), ('CT', 'connecticut'), ('DE', 'delaware'), ('DC', 'district of columbia'), ('FL', 'florida'), ('GA', 'georgia'), ('HI', 'hawaii'), ('ID', 'idaho'), ('IL', 'illinois'), ('IN', 'indiana'), ('IA', 'iowa'), ('KS', 'kansas'), ('KY', 'kentucky'), ('LA', 'louisiana'), ('ME', 'maine'), ('MD', 'maryland'), ('MA', 'massachusetts'), ('MI', 'michigan'), ('MN', 'minnesota'), ('MS', 'mississippi'), ('MO', 'missouri'), ('MT', 'montana'), ('NE', 'nebraska'), ('NV', 'nevada'), ('NH', 'new hampshire'), ('NJ', 'new jersey'), ('NM', 'new mexico'), ('NY', 'new york'), ('NC', 'north carolina'), ('ND', 'north dakota'), ('OH', 'ohio'), ('OK', 'oklahoma'), ('OR', 'oregon'), ('PA', 'pennsylvania'), ('RI', 'rhode island'), ('SC', 'south carolina'), ('SD', 'south dakota'), ('TN', 'tennessee'), ('TX', 'texas'), ('UT', 'utah'), ('VT', 'vermont'), ('VA', 'virginia'), ('WA', 'washington'), ('WV', 'west virginia'), ('WI', 'wisconsin'), ('WY', 'wyoming'), ('AS', 'american samoa'), ('GU', 'guam'), ('MP', 'northern mariana islands'), ('PR', 'puerto rico'), ('VI', 'us virgin islands')) AS "s" ("code", "name")
    ON "s"."name" = "o"."state_folded" OR lower("s"."code") = "o"."state_folded"
  WHERE length("o"."street") BETWEEN 3 AND 200 AND length("o"."city") BETWEEN 2 AND 80 AND "o"."zip" ~ '^[0-9]{5}(-[0-9]{4})?$'
) "m"
WHERE NOT EXISTS (
    SELECT 1 FROM "customer_addresses" "c"
    WHERE "c"."profile_id" = "m"."profile_id" AND "c"."zip" = "m"."zip" AND lower("c"."street") = lower("m"."street")
  )
  AND (SELECT count(*) FROM "customer_addresses" "c" WHERE "c"."profile_id" = "m"."profile_id") < 10;--> statement-breakpoint
UPDATE "users_unified" "u"
SET "metadata" = "u"."metadata" - 'address' - 'city' - 'state' - 'zipCode' - 'zip_code'
WHERE jsonb_typeof("u"."metadata"->'address') = 'string'
  AND EXISTS (
    SELECT 1 FROM "customer_addresses" "c"
    WHERE "c"."profile_id" = "u"."id"
      AND lower("c"."street") = lower(btrim("u"."metadata"->>'address'))
      AND "c"."zip" = btrim(coalesce(nullif(btrim("u"."metadata"->>'zipCode'), ''), "u"."metadata"->>'zip_code', ''))
  );
