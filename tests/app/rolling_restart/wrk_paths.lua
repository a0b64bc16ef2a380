-- wrk script of tests/app/rolling_restart_test.ts: each connection cycles through the paths in WRK_PATHS
-- (space-separated), so the load mixes pages, a static file and a search.
local paths = {}
for path in string.gmatch(os.getenv("WRK_PATHS") or "/", "%S+") do
  table.insert(paths, path)
end
local next_index = 0

request = function()
  next_index = next_index % #paths + 1
  return wrk.format("GET", paths[next_index])
end
