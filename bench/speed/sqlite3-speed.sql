-- bench/speed (scripts/bench/run): the sqlite3 shell's workload. ROWS is replaced by the harness.
CREATE TABLE t(a INTEGER PRIMARY KEY, b INTEGER, c TEXT, d REAL);
WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ROWS)
INSERT INTO t SELECT i, (i * 7919) % 10007, printf('row-%08d-%x', i, i * 31), (i % 977) * 0.5 FROM s;
CREATE INDEX t_b ON t(b);
SELECT count(*), sum(b), avg(d) FROM t;
SELECT b % 100 AS k, count(*), max(d), length(group_concat(substr(c, 5, 3), ''))
  FROM t GROUP BY k ORDER BY k LIMIT 5;
SELECT count(*) FROM t AS x JOIN t AS y ON x.b = y.a WHERE x.d > 100;
UPDATE t SET d = d * 1.5 WHERE b % 3 = 0;
DELETE FROM t WHERE a % 5 = 0;
SELECT count(*), sum(d), min(c), max(c) FROM t;
SELECT c, d FROM t ORDER BY d DESC, a LIMIT 3;
SELECT sum(length(c)) FROM t WHERE c LIKE '%-0000%';
