-- SQLite workload for the profi quality measurements: table creation, bulk inserts through
-- recursive CTEs, indexes, joins, grouping, window functions, updates, deletes, LIKE,
-- JSON and a full-text table.
CREATE TABLE customer(id INTEGER PRIMARY KEY, name TEXT, city TEXT, vip INT);
CREATE TABLE orders(id INTEGER PRIMARY KEY, customer INT, day INT, amount REAL, note TEXT);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000)
INSERT INTO customer SELECT i, 'c' || i, substr('LyonOsloLimaPuneKyivPerth', 1 + (i * 7) % 20, 4),
  (i % 13 = 0) FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40000)
INSERT INTO orders SELECT i, 1 + (i * 7919) % 3000, i % 365, ((i * 37) % 1000) / 10.0,
  CASE WHEN i % 11 = 0 THEN 'gift wrap ' || i ELSE NULL END FROM n;
CREATE INDEX orders_customer ON orders(customer);
CREATE INDEX orders_day ON orders(day, amount);
SELECT city, count(*), round(sum(amount), 2) FROM orders JOIN customer ON customer.id = orders.customer
  GROUP BY city ORDER BY 3 DESC;
SELECT name, total FROM (SELECT customer, sum(amount) AS total FROM orders GROUP BY customer)
  JOIN customer ON customer.id = customer ORDER BY total DESC LIMIT 10;
SELECT day, amount, rank() OVER (PARTITION BY day % 7 ORDER BY amount DESC) FROM orders
  WHERE day < 30 AND amount > 90 LIMIT 50;
SELECT count(*) FROM orders WHERE note LIKE '%wrap 1%';
UPDATE orders SET amount = amount * 1.1 WHERE day BETWEEN 100 AND 130;
DELETE FROM orders WHERE id % 97 = 0;
SELECT count(*), min(amount), max(amount), avg(amount) FROM orders;
SELECT json_group_array(json_object('id', id, 'amt', amount)) FROM orders WHERE id < 60;
CREATE VIRTUAL TABLE doc USING fts3(body);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000)
INSERT INTO doc SELECT 'order ' || i || ' shipped to ' || (i % 17) || ' via lane ' || (i % 5) FROM n;
SELECT count(*) FROM doc WHERE body MATCH 'lane 3';
SELECT customer.city, orders.day, count(*) FROM orders, customer
  WHERE customer.id = orders.customer AND customer.vip GROUP BY 1, 2 HAVING count(*) > 3 LIMIT 20;
