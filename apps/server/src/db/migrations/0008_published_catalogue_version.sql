-- The catalogue version moves only when a row anonymous visitors can see changes (ADR 023):
-- not for a plain user's change request, nor for an unpublished upload. It lives in a one-row
-- table moved by triggers, not in a sequence moved by the app after every write: a row's new
-- value is visible exactly when the write commits, so a reader that sees the new version also
-- sees the new rows, and a write made outside the API (an operator's SQL, another process)
-- moves it too. Every move is announced with NOTIFY (delivered on commit) so servers can keep
-- the version in memory.
CREATE TABLE "catalogue_published_version" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_published_version_singleton" CHECK ("catalogue_published_version"."singleton")
);
--> statement-breakpoint
-- Carries the old sequence's value on, so ETags already handed out never match new answers. A
-- database never written to gets its row at its first change: a fresh database stays empty, as
-- a restore requires.
INSERT INTO "catalogue_published_version" ("version")
SELECT last_value + 1 FROM "public"."catalogue_version" WHERE is_called;--> statement-breakpoint
DROP SEQUENCE "public"."catalogue_version";--> statement-breakpoint

-- Moves the version on, once per transaction however many rows it changed, and announces it.
CREATE OR REPLACE FUNCTION museum_move_catalogue_version_once() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  IF current_setting('museum.catalogue_version_moved', true) = '1' THEN
    RETURN;
  END IF;
  INSERT INTO catalogue_published_version AS v (version) VALUES (1)
  ON CONFLICT (singleton) DO UPDATE SET version = v.version + 1
  RETURNING version INTO next_version;
  PERFORM set_config('museum.catalogue_version_moved', '1', true);
  PERFORM pg_notify('catalogue_published_version', next_version::text);
END
$$;--> statement-breakpoint

-- The triggers run deferred, at commit: the version row is locked only while the transaction
-- commits, so concurrent writers barely wait for each other.
CREATE OR REPLACE FUNCTION museum_move_catalogue_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM museum_move_catalogue_version_once();
  RETURN NULL;
END
$$;--> statement-breakpoint

-- A photo link counts only when its photo is published: checked at commit, once an approval
-- has published it, or not.
CREATE OR REPLACE FUNCTION museum_move_catalogue_version_for_photo_link() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  linked integer[];
BEGIN
  IF current_setting('museum.catalogue_version_moved', true) = '1' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    linked := ARRAY[NEW.photo_id];
  ELSIF TG_OP = 'DELETE' THEN
    linked := ARRAY[OLD.photo_id];
  ELSE
    linked := ARRAY[OLD.photo_id, NEW.photo_id];
  END IF;
  IF EXISTS (SELECT 1 FROM photos WHERE published AND id = ANY (linked)) THEN
    PERFORM museum_move_catalogue_version_once();
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE CONSTRAINT TRIGGER products_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON products
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION museum_move_catalogue_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER details_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON details
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION museum_move_catalogue_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER detail_stamps_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON detail_stamps
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION museum_move_catalogue_version();--> statement-breakpoint
-- History is public for products, details and manufacturers; a photo's revisions are not shown.
CREATE CONSTRAINT TRIGGER revisions_insert_catalogue_version AFTER INSERT ON revisions
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.entity_type <> 'PHOTO') EXECUTE FUNCTION museum_move_catalogue_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER revisions_update_catalogue_version AFTER UPDATE ON revisions
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.entity_type <> 'PHOTO' OR NEW.entity_type <> 'PHOTO') EXECUTE FUNCTION museum_move_catalogue_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER revisions_delete_catalogue_version AFTER DELETE ON revisions
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.entity_type <> 'PHOTO') EXECUTE FUNCTION museum_move_catalogue_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER manufacturers_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON manufacturers
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION museum_move_catalogue_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER detail_types_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON detail_types
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION museum_move_catalogue_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER detail_subtypes_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON detail_subtypes
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION museum_move_catalogue_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER stamps_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON stamps
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION museum_move_catalogue_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_photos_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON product_photos
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION museum_move_catalogue_version_for_photo_link();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER detail_photos_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON detail_photos
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION museum_move_catalogue_version_for_photo_link();--> statement-breakpoint
-- Photos count while they are published, or when they stop being so.
CREATE CONSTRAINT TRIGGER photos_insert_catalogue_version AFTER INSERT ON photos
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.published) EXECUTE FUNCTION museum_move_catalogue_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER photos_update_catalogue_version AFTER UPDATE ON photos
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.published OR NEW.published) EXECUTE FUNCTION museum_move_catalogue_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER photos_delete_catalogue_version AFTER DELETE ON photos
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.published) EXECUTE FUNCTION museum_move_catalogue_version();
