-- bench/speed (scripts/bench/run): the lua interpreter's workload (argument: size).
local n = tonumber(arg[1]) or 200000
local t, x = {}, 12345
for i = 1, n do
  x = (x * 1103515245 + 12345) % 2147483648
  t[i] = x % 100000
end
table.sort(t)
local s = 0
for i = 1, n, 7 do s = s + t[i] end
local parts = {}
for i = 1, n // 10 do parts[#parts + 1] = string.format("%d:%x", i, t[i]) end
local joined = table.concat(parts, ",")
local count = 0
for _ in joined:gmatch("%d+:") do count = count + 1 end
local function fib(k) if k < 2 then return k end return fib(k - 1) + fib(k - 2) end
local acc = 0.0
for i = 1, n do acc = acc + math.sin(i) * math.sqrt(i) end
local words = {}
for w in ("the quick brown fox jumps over the lazy dog "):rep(n // 50):gmatch("%a+") do
  words[w] = (words[w] or 0) + 1
end
print(s, #joined, count, fib(24), string.format("%.6f", acc), words.the)
