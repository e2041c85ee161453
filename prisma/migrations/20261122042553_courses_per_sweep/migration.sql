-- Courses now belong to a sweep (spec §3 Sweep.courses). Each existing course goes to the sweeps whose events
-- use it: one of them keeps the course, every other gets a copy with the same holes and its events move to
-- the copy, so no sweep can change another's course. A course that no event uses was offered to every sweep
-- before, so every sweep gets it (and with no sweep at all it goes).
DROP INDEX "Course_name_key";

ALTER TABLE "Course" ADD COLUMN     "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "sweepId" UUID;

CREATE TEMPORARY TABLE "_CourseHome" ON COMMIT DROP AS
SELECT "courseId", "sweepId",
       CASE WHEN row_number() OVER (PARTITION BY "courseId" ORDER BY "sweepId") = 1 THEN "courseId" ELSE gen_random_uuid() END AS "homeId"
FROM (
    SELECT DISTINCT e."courseId", e."sweepId" FROM "Event" e
    UNION
    SELECT c."id", s."id" FROM "Course" c CROSS JOIN "Sweep" s
    WHERE NOT EXISTS (SELECT 1 FROM "Event" e WHERE e."courseId" = c."id")
) AS "pairs";

UPDATE "Course" c SET "sweepId" = h."sweepId" FROM "_CourseHome" h WHERE h."homeId" = c."id";

INSERT INTO "Course" ("id", "sweepId", "name", "createdAt")
SELECT h."homeId", h."sweepId", c."name", c."createdAt"
FROM "_CourseHome" h JOIN "Course" c ON c."id" = h."courseId"
WHERE h."homeId" <> h."courseId";

INSERT INTO "CourseHole" ("id", "courseId", "number", "par", "index")
SELECT gen_random_uuid(), h."homeId", ch."number", ch."par", ch."index"
FROM "_CourseHome" h JOIN "CourseHole" ch ON ch."courseId" = h."courseId"
WHERE h."homeId" <> h."courseId";

UPDATE "Event" e SET "courseId" = h."homeId"
FROM "_CourseHome" h
WHERE e."courseId" = h."courseId" AND e."sweepId" = h."sweepId" AND h."homeId" <> h."courseId";

DELETE FROM "Course" WHERE "sweepId" IS NULL;

ALTER TABLE "Course" ALTER COLUMN "sweepId" SET NOT NULL;

-- Place in the draw: the order of play.
ALTER TABLE "Entry" ADD COLUMN     "drawOrder" INTEGER;

-- CreateTable
CREATE TABLE "CourseTee" (
    "id" UUID NOT NULL,
    "courseId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "courseRatingTenths" INTEGER NOT NULL,
    "slopeRating" INTEGER NOT NULL,

    CONSTRAINT "CourseTee_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CourseTee_courseId_name_key" ON "CourseTee"("courseId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "Course_sweepId_name_key" ON "Course"("sweepId", "name");

-- AddForeignKey
ALTER TABLE "Course" ADD CONSTRAINT "Course_sweepId_fkey" FOREIGN KEY ("sweepId") REFERENCES "Sweep"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CourseTee" ADD CONSTRAINT "CourseTee_courseId_fkey" FOREIGN KEY ("courseId") REFERENCES "Course"("id") ON DELETE CASCADE ON UPDATE CASCADE;
