-- Lua workload for the profi quality measurements: string building and patterns, tables
-- and sorting, closures, coroutines, integer and float arithmetic, a tiny interpreter.
local function fib(n) if n < 2 then return n end return fib(n - 1) + fib(n - 2) end

local words = {}
for i = 1, 20000 do words[i] = string.format("w%05d_%s", (i * 7919) % 20000, ("x"):rep(i % 7)) end
table.sort(words)
local counts = {}
for _, w in ipairs(words) do
  local key = w:match("^w(%d%d)")
  counts[key] = (counts[key] or 0) + 1
end
local text = table.concat(words, " ", 1, 3000)
local replaced = text:gsub("x+", function(s) return #s end)
local n = 0
for token in replaced:gmatch("%S+") do if token:find("_3") then n = n + 1 end end

local function counter()
  local c = 0
  return function(step) c = c + (step or 1); return c end
end
local total = 0
for i = 1, 2000 do local f = counter(); for j = 1, 50 do total = total + f(j % 3) end end

local producer = coroutine.wrap(function()
  for i = 1, 30000 do coroutine.yield(i * i % 977) end
end)
local acc = 0
for _ = 1, 30000 do acc = (acc + producer()) % 1000003 end

local x = 0.5
for i = 1, 200000 do x = math.sin(x) + math.sqrt(i) / (i + 1) end

-- A small stack machine.
local program = {}
for i = 1, 400 do
  local op = ({"push", "add", "mul", "dup", "pop", "jz"})[i % 6 + 1]
  program[#program + 1] = {op = op, arg = i % 13}
end
local stack, pc, steps = {1}, 1, 0
while pc <= #program and steps < 200000 do
  local ins = program[pc]
  steps = steps + 1
  if ins.op == "push" then stack[#stack + 1] = ins.arg
  elseif ins.op == "add" and #stack >= 2 then
    local a = table.remove(stack); stack[#stack] = (stack[#stack] + a) % 65536
  elseif ins.op == "mul" and #stack >= 2 then
    local a = table.remove(stack); stack[#stack] = (stack[#stack] * a) % 65536
  elseif ins.op == "dup" and #stack >= 1 then stack[#stack + 1] = stack[#stack]
  elseif ins.op == "pop" and #stack > 1 then table.remove(stack)
  elseif ins.op == "jz" and stack[#stack] == 0 then pc = math.max(1, pc - ins.arg) end
  pc = pc + 1
end

print(fib(24), #words, n, total, acc, string.format("%.6f", x), steps, #stack)
