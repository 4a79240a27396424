-- Sales tax (decision 079): a shop seeded before the tax classes existed gets the demo's classes —
-- cleats and sneakers are general merchandise, and so is charcoal. Only rows still on the default.
UPDATE "categories" SET "tax_class" = 'general' WHERE "slug" IN ('chuteiras', 'tenis') AND "tax_class" = 'grocery_food';--> statement-breakpoint
UPDATE "products" SET "tax_class" = 'general' WHERE "slug" = 'carvao' AND "tax_class" IS NULL;
