-- Decision 074: better-auth now keeps verification identifiers (reset-password:<token>) as
-- SHA-256 in base64url without padding. The rows already there are hashed the same way, so a reset
-- link sent before the upgrade still works within its hour and no token stays readable in the table.
-- (encode(..., 'base64') of 32 bytes is 44 characters: no line breaks to strip.)
UPDATE "verification"
SET "identifier" = translate(rtrim(encode(sha256(convert_to("identifier", 'UTF8')), 'base64'), '='), '+/', '-_');
