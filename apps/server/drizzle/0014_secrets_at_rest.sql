-- Filled by the work on this migration; until then it changes nothing.
SELECT 1;
