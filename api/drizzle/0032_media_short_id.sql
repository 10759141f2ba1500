-- A media's own short id (the assign grid's ID): its id mixed one-to-one over 40 bits (times an
-- odd number modulo 2^40, then the high bits folded into the low, twice), written as 8 characters
-- of the project short ids' alphabet, 5 bits each. A bijection, so no two media share one and no
-- insert retries; the mix makes neighbouring media read unlike each other.
CREATE FUNCTION media_short_id(id integer) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  WITH
    multiplied AS (SELECT ((id::numeric * 679548354375) % 1099511627776)::bigint AS x),
    folded AS (SELECT x # (x >> 20) AS x FROM multiplied),
    remultiplied AS (SELECT ((x::numeric * 455448857601) % 1099511627776)::bigint AS x FROM folded),
    mixed AS (SELECT x # (x >> 20) AS x FROM remultiplied)
  SELECT string_agg(
    substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', ((x >> (35 - 5 * i)) & 31)::int + 1, 1), ''
    ORDER BY i)
  FROM mixed, generate_series(0, 7) AS i
$$;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "short_id" text GENERATED ALWAYS AS (media_short_id(id)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "media_short_id_sort_idx" ON "media" USING btree ("short_id","id");--> statement-breakpoint
CREATE INDEX "media_short_id_trgm_idx" ON "media" USING gin ("short_id" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_short_id_unique" UNIQUE("short_id");