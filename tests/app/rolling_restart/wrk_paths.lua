-- wrk script of tests/app/rolling_restart_test.ts and crash_restart_test.ts: each connection cycles through the paths
-- in WRK_PATHS (space-separated), so the load mixes pages, a static file and a search. WRK_CONNECTION=close asks for a
-- new connection per request (the kernel then spreads them over every server of the port).
local paths = {}
for path in string.gmatch(os.getenv("WRK_PATHS") or "/", "%S+") do
  table.insert(paths, path)
end
local headers = {}
if os.getenv("WRK_CONNECTION") then
  headers["Connection"] = os.getenv("WRK_CONNECTION")
end
local next_index = 0

request = function()
  next_index = next_index % #paths + 1
  return wrk.format("GET", paths[next_index], headers)
end
