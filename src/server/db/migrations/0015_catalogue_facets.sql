ALTER TABLE "listings" ADD COLUMN "condition_key" text GENERATED ALWAYS AS (nullif(lower(regexp_replace(btrim(specifications->>'condition'), '[[:space:]]+', '-', 'g')), '')) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "box_papers" text GENERATED ALWAYS AS (nullif(btrim(specifications->>'boxPapers'), '')) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "case_size_mm" integer GENERATED ALWAYS AS (round(substring(specifications->>'caseSize' from '[0-9]{1,3}(?:[.][0-9]+)?')::numeric)::integer) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "case_material" text GENERATED ALWAYS AS (case
      when nullif(btrim(specifications->>'caseMaterial'), '') is null then null
      when lower(specifications->>'caseMaterial') ~ 'platinum' then 'platinum'
      when lower(specifications->>'caseMaterial') ~ '(gold|rolesor)' and lower(specifications->>'caseMaterial') ~ 'steel' then 'gold-steel'
      when lower(specifications->>'caseMaterial') ~ '(rose|everose|sedna|red|pink|king) gold' then 'rose-gold'
      when lower(specifications->>'caseMaterial') ~ 'white gold' then 'white-gold'
      when lower(specifications->>'caseMaterial') ~ 'gold' then 'yellow-gold'
      when lower(specifications->>'caseMaterial') ~ 'titanium' then 'titanium'
      when lower(specifications->>'caseMaterial') ~ 'steel' then 'steel'
      when lower(specifications->>'caseMaterial') ~ 'ceramic' then 'ceramic'
      when lower(specifications->>'caseMaterial') ~ 'bronze' then 'bronze'
      when lower(specifications->>'caseMaterial') ~ 'carbon' then 'carbon'
      else 'other' end) STORED;--> statement-breakpoint
CREATE INDEX "listings_brandless_inventory_idx" ON "listings" USING btree ("inventory_id") WHERE coalesce("listings"."brand", '') = '';