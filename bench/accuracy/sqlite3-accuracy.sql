-- sqlite3 workload for scripts/accuracy: DDL, bulk inserts, indexes, joins, aggregates,
-- window functions, LIKE/GLOB, JSON, FTS3, R*Tree, triggers, views, updates and deletes.
PRAGMA cache_size = 2000;
CREATE TABLE person(id INTEGER PRIMARY KEY, name TEXT, age INT, city TEXT, score REAL, note TEXT);
CREATE TABLE orders(id INTEGER PRIMARY KEY, person INT REFERENCES person(id), amount REAL, day TEXT, item TEXT);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40000)
INSERT INTO person SELECT i, 'p' || (i * 7919 % 10007) || '-' || hex(i % 97), 18 + (i * 31 % 70),
  'city' || (i % 53), (i * 2654435761 % 100000) / 1000.0,
  CASE WHEN i % 5 = 0 THEN NULL ELSE substr('lorem ipsum dolor sit amet consectetur', 1 + i % 20, 12) END
FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 120000)
INSERT INTO orders SELECT i, 1 + (i * 48271 % 40000), (i * 16807 % 50000) / 100.0,
  date('2020-01-01', '+' || (i % 1000) || ' days'), 'item' || (i % 211) FROM n;
CREATE INDEX person_city ON person(city, age);
CREATE INDEX orders_person ON orders(person);
CREATE INDEX orders_day ON orders(day, amount);
SELECT city, count(*), avg(age), max(score), min(name) FROM person GROUP BY city ORDER BY 2 DESC LIMIT 5;
SELECT p.city, sum(o.amount), count(DISTINCT o.item) FROM person p JOIN orders o ON o.person = p.id
  WHERE p.age BETWEEN 30 AND 50 GROUP BY p.city HAVING sum(o.amount) > 1000 ORDER BY 2 LIMIT 5;
SELECT count(*) FROM person WHERE name LIKE '%1-%' OR note GLOB '*sit*';
SELECT substr(day, 1, 7) AS month, round(sum(amount), 2), count(*) FROM orders GROUP BY month ORDER BY month LIMIT 4;
SELECT id, amount, sum(amount) OVER (PARTITION BY person ORDER BY day ROWS BETWEEN 2 PRECEDING AND CURRENT ROW),
  rank() OVER (PARTITION BY item ORDER BY amount DESC) FROM orders WHERE person < 300 ORDER BY id LIMIT 5;
SELECT * FROM person WHERE id IN (SELECT person FROM orders WHERE amount > 499) AND city = 'city7' ORDER BY age LIMIT 3;
SELECT count(*) FROM person a, person b WHERE a.id < 3000 AND b.id = a.id * 3 AND a.city <> b.city;
UPDATE person SET score = score * 1.1, note = upper(coalesce(note, 'none')) WHERE age % 3 = 0;
DELETE FROM orders WHERE amount < 20;
SELECT typeof(score), count(*) FROM person GROUP BY 1;
SELECT group_concat(name, ';') FROM (SELECT name FROM person WHERE city = 'city3' ORDER BY score LIMIT 20);
SELECT printf('%5.2f|%-8s|%x', score, city, age), length(name), instr(name, '-'), replace(name, 'p', 'q')
  FROM person WHERE id % 4000 = 1;
CREATE TABLE docs(id INTEGER PRIMARY KEY, body TEXT);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 8000)
INSERT INTO docs SELECT i, json_object('id', i, 'tags', json_array('t' || (i % 7), 't' || (i % 11)),
  'price', i * 0.25, 'nested', json_object('k', i % 13, 'name', 'n' || i)) FROM n;
SELECT json_extract(body, '$.nested.k') AS k, count(*), sum(json_extract(body, '$.price')) FROM docs GROUP BY k ORDER BY k LIMIT 4;
SELECT count(*) FROM docs, json_each(docs.body, '$.tags') WHERE json_each.value = 't3';
CREATE VIRTUAL TABLE ft USING fts3(title, body);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 6000)
INSERT INTO ft SELECT 'title ' || i, 'alpha' || (i % 17) || ' beta' || (i % 23) || ' gamma delta epsilon ' || hex(i) FROM n;
SELECT count(*) FROM ft WHERE ft MATCH 'alpha3 beta5';
SELECT count(*) FROM ft WHERE ft MATCH 'gamma NEAR epsilon';
SELECT title, snippet(ft) FROM ft WHERE ft MATCH 'alpha1*' LIMIT 3;
CREATE VIRTUAL TABLE box USING rtree(id, x0, x1, y0, y1);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000)
INSERT INTO box SELECT i, (i * 37 % 1000), (i * 37 % 1000) + 5, (i * 91 % 1000), (i * 91 % 1000) + 7 FROM n;
SELECT count(*) FROM box WHERE x0 > 100 AND x1 < 300 AND y0 > 200 AND y1 < 400;
CREATE TABLE audit(id INTEGER PRIMARY KEY, what TEXT, at INT);
CREATE TRIGGER person_upd AFTER UPDATE OF age ON person BEGIN
  INSERT INTO audit(what, at) VALUES ('age ' || old.age || '->' || new.age, new.id);
END;
UPDATE person SET age = age + 1 WHERE id % 17 = 0;
SELECT count(*), max(at) FROM audit;
CREATE VIEW rich AS SELECT p.name, sum(o.amount) AS total FROM person p JOIN orders o ON o.person = p.id GROUP BY p.id;
SELECT count(*), round(avg(total), 2) FROM rich WHERE total > 500;
SELECT name FROM person ORDER BY score DESC, name LIMIT 3 OFFSET 100;
WITH RECURSIVE fib(a, b, n) AS (SELECT 0, 1, 0 UNION ALL SELECT b, a + b, n + 1 FROM fib WHERE n < 80)
SELECT max(a) FROM fib;
SELECT city, group_concat(DISTINCT age) FROM person WHERE id < 500 GROUP BY city LIMIT 2;
SELECT count(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM person p WHERE p.id = o.person AND p.age > 60);
BEGIN;
INSERT INTO person(name, age, city) SELECT name || 'x', age, city FROM person WHERE id < 5000;
ROLLBACK;
CREATE TABLE t2 AS SELECT * FROM orders WHERE id % 3 = 0;
REINDEX;
ANALYZE;
SELECT count(*) FROM t2 JOIN person ON person.id = t2.person WHERE person.city LIKE 'city1%';
VACUUM;
PRAGMA integrity_check;
