-- Hand-written: one value per person for a codice fiscale. Upper-case, the omocodia letters L M N P Q
-- R S T U V in positions 7, 8, 10, 11, 13, 14 and 15 read as the digits 0–9 they replace, and the
-- check character left out (it follows from the other fifteen): the rule of normaliseOmocode in
-- packages/domain/src/codice-fiscale.ts. A value without the code's shape is only trimmed and
-- upper-cased. Immutable, so it can be indexed; only built-ins, so it works with any search_path.
CREATE OR REPLACE FUNCTION codice_fiscale_key(code text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT CASE
      WHEN upper(btrim(code)) ~ '^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$' THEN
        substr(upper(btrim(code)), 1, 6)
          || translate(substr(upper(btrim(code)), 7, 2), 'LMNPQRSTUV', '0123456789')
          || substr(upper(btrim(code)), 9, 1)
          || translate(substr(upper(btrim(code)), 10, 2), 'LMNPQRSTUV', '0123456789')
          || substr(upper(btrim(code)), 12, 1)
          || translate(substr(upper(btrim(code)), 13, 3), 'LMNPQRSTUV', '0123456789')
      ELSE upper(btrim(code))
    END
  $$;
--> statement-breakpoint
ALTER TABLE "player_profiles" DROP CONSTRAINT "player_profiles_codice_fiscale_unique";--> statement-breakpoint
ALTER TABLE "player_profiles" ADD COLUMN "codice_fiscale_duplicate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: accounts opened before this migration with an omocodia variant of an earlier
-- player's code (the duplicate check compared exact strings) are kept, numbered 1, 2… after the
-- first account of the person (0), so the unique index below can be built on any existing data.
-- `codice_fiscale_duplicate > 0` lists them for the operators.
UPDATE "player_profiles" AS p SET "codice_fiscale_duplicate" = d.n
  FROM (
    SELECT "user_id", row_number() OVER (PARTITION BY codice_fiscale_key("codice_fiscale") ORDER BY "user_id") - 1 AS n
    FROM "player_profiles"
  ) AS d
  WHERE d."user_id" = p."user_id" AND d.n > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "player_profiles_codice_fiscale_key_idx" ON "player_profiles" USING btree (codice_fiscale_key("codice_fiscale"),"codice_fiscale_duplicate");
