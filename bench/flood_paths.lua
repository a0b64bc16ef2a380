-- wrk script of bench/flood.ts: every request is a URL no cache holds. FLOOD_MODE=search asks a random search
-- (a common word plus a random number, so the search finds recipes and renders them), FLOOD_MODE=missing a random
-- path (a 404). Each request comes from a random address in X-Forwarded-For (the server trusts one proxy), or from
-- FLOOD_ADDRESS when set (one client).
local mode = os.getenv("FLOOD_MODE") or "search"
local fixed = os.getenv("FLOOD_ADDRESS")
math.randomseed(os.time())

request = function()
  local n = math.random(1, 1000000000)
  local path = mode == "search" and ("/search?q=arroz%20" .. n) or ("/receta-que-no-existe-" .. n)
  local address = fixed or string.format("10.%d.%d.%d", math.random(0, 255), math.random(0, 255), math.random(1, 254))
  return wrk.format("GET", path, { ["X-Forwarded-For"] = address })
end
