-- AlterTable
ALTER TABLE "CourseTee" ADD COLUMN     "yards" INTEGER[] DEFAULT ARRAY[]::INTEGER[];
