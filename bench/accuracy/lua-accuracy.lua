-- Lua workload for scripts/accuracy: tables, strings and patterns, closures, coroutines,
-- metatables, sorting, numeric loops, integer and float arithmetic, string.format, utf8.
local function nbody(n)
  local bodies = {}
  for i = 1, 5 do bodies[i] = {x = i, y = i * 0.5, z = -i, vx = 0.01 * i, vy = 0, vz = 0.02, m = 1 / i} end
  for _ = 1, n do
    for i = 1, #bodies do
      local a = bodies[i]
      for j = i + 1, #bodies do
        local b = bodies[j]
        local dx, dy, dz = a.x - b.x, a.y - b.y, a.z - b.z
        local d2 = dx * dx + dy * dy + dz * dz
        local mag = 0.01 / (d2 * math.sqrt(d2))
        a.vx = a.vx - dx * b.m * mag; b.vx = b.vx + dx * a.m * mag
        a.vy = a.vy - dy * b.m * mag; b.vy = b.vy + dy * a.m * mag
        a.vz = a.vz - dz * b.m * mag; b.vz = b.vz + dz * a.m * mag
      end
    end
    for _, b in ipairs(bodies) do b.x = b.x + 0.01 * b.vx; b.y = b.y + 0.01 * b.vy; b.z = b.z + 0.01 * b.vz end
  end
  return bodies[1].x
end

local function tree(d)
  if d == 0 then return {} end
  return {tree(d - 1), tree(d - 1)}
end
local function check(t)
  if t[1] then return 1 + check(t[1]) + check(t[2]) end
  return 1
end

local function strings(n)
  local parts = {}
  for i = 1, n do
    parts[#parts + 1] = string.format("%d:%s:%5.2f", i, string.rep("ab", i % 7), i / 3)
  end
  local s = table.concat(parts, ",")
  local count = 0
  for a, b in s:gmatch("(%d+):(a?b?)") do count = count + #a + #b end
  local r = s:gsub("ab", "xy"):upper():lower()
  local words = {}
  for w in ("the quick brown fox jumps over the lazy dog "):rep(200):gmatch("%a+") do
    words[w] = (words[w] or 0) + 1
  end
  return count + #r + words.the + (s:find("99:", 1, true) or 0)
end

local function sorting(n)
  local t, seed = {}, 42
  for i = 1, n do seed = (seed * 1103515245 + 12345) % 2147483648; t[i] = seed % 100000 end
  table.sort(t)
  local u = {}
  for i = 1, n do u[i] = {k = t[(i * 7) % n + 1], v = i} end
  table.sort(u, function(a, b) if a.k ~= b.k then return a.k > b.k end return a.v < b.v end)
  return t[1] + u[1].k
end

local function coroutines(n)
  local gen = coroutine.wrap(function()
    for i = 1, n do coroutine.yield(i * i % 97) end
  end)
  local s = 0
  for _ = 1, n do s = s + gen() end
  return s
end

local Vec = {}
Vec.__index = Vec
Vec.__add = function(a, b) return setmetatable({x = a.x + b.x, y = a.y + b.y}, Vec) end
Vec.__eq = function(a, b) return a.x == b.x and a.y == b.y end
Vec.__tostring = function(v) return "(" .. v.x .. "," .. v.y .. ")" end
local function metatables(n)
  local acc = setmetatable({x = 0, y = 0}, Vec)
  for i = 1, n do
    acc = acc + setmetatable({x = i % 3, y = -(i % 5)}, Vec)
    if acc == setmetatable({x = 0, y = 0}, Vec) then acc.x = 1 end
  end
  return #tostring(acc)
end

local function closures(n)
  local fs = {}
  for i = 1, 100 do fs[i] = function(x) return x + i end end
  local s = 0
  for i = 1, n do s = fs[i % 100 + 1](s) % 1000003 end
  return s
end

local function sieve(n)
  local is = {}
  for i = 2, n do is[i] = true end
  for i = 2, math.floor(math.sqrt(n)) do
    if is[i] then for j = i * i, n, i do is[j] = false end end
  end
  local c = 0
  for i = 2, n do if is[i] then c = c + 1 end end
  return c
end

local function misc(n)
  local s = 0
  for i = 1, n do
    local v = i // 3 + i % 7 - (i >> 2) + (i & 15) | 1
    if math.type(v) == "integer" then s = s + v else s = s - 1 end
    s = s + math.floor(math.sin(i) * 10) + tonumber(tostring(i % 50))
  end
  local u = utf8.char(228, 8364, 955, 0x1F600)
  for _, c in utf8.codes(u:rep(100)) do s = s + c % 7 end
  local ok, err = pcall(function() error({code = 7}) end)
  if not ok then s = s + err.code end
  return s
end

local results = {
  nbody(40000), check(tree(16)), strings(30000), sorting(60000), coroutines(100000),
  metatables(100000), closures(300000), sieve(400000), misc(200000),
}
local load_src = {}
for i = 1, 300 do
  load_src[#load_src + 1] = "do local a = " .. i .. " * 2 if a > 10 then x = (x or 0) + a end end"
end
local chunk = assert(load(table.concat(load_src, "\n")))
for _ = 1, 20 do chunk() end
collectgarbage()
for i, r in ipairs(results) do io.write(i, "=", tostring(r), " ") end
print()
