-- wrk script for media.ts: each request asks for a random 4-16 MB range of the file, or (one in
-- ten) the whole file. Arguments: <file size in bytes> <round> [cookie header]. The round and the
-- thread seed the ranges, so every server gets the same requests in the same round. At the end it
-- prints one JSON line that media.ts reads.
local MB = 1048576
local FULL_READS = 0.1
local size, cookie, counter = 0, nil, 0

function setup(thread)
  counter = counter + 1
  thread:set("seed", counter)
end

function init(args)
  size = tonumber(args[1])
  cookie = args[3] ~= "" and args[3] or nil
  math.randomseed(tonumber(args[2]) * 1000 + seed)
end

-- wrk.format uses the table given instead of wrk.headers (it only adds Host), so each request
-- carries the cookie itself.
function request()
  local headers = { ["Cookie"] = cookie }
  if math.random() >= FULL_READS then
    local len = math.min(size, math.floor((4 + math.random() * 12) * MB))
    local a = math.random(0, size - len)
    headers["Range"] = "bytes=" .. a .. "-" .. (a + len - 1)
  end
  return wrk.format("GET", nil, headers)
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"bytes":%d,"micros":%d,"requests":%d,"errors":%d,"p50":%d,"p95":%d}\n',
    summary.bytes, summary.duration, summary.requests,
    e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(50), latency:percentile(95)))
end
