-- Rate-limit windows are counted by every write, in a statement of their own: unlogged, that count commits without
-- waiting for the disk. A crash empties the table, which only restarts every window.
ALTER TABLE "WriteLimitWindow" SET UNLOGGED;
