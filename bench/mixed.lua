-- wrk script for mixed.ts: each request is one simulated student's (a random one of the data
-- file's, with their session cookie): 80% reads (catalogue 20, home 20, player 20, lesson 20) and
-- 20% writes (answer save 10, lesson complete 10). Argument: the Lua data file mixed.ts wrote.
-- MIXED_THINK_MS (environment) pauses each connection between requests. Prints one JSON line.
local data
local think = tonumber(os.getenv("MIXED_THINK_MS") or "0")
local counter = 0
local failures = 0

function setup(thread)
  counter = counter + 1
  thread:set("id", counter)
end

function init(args)
  data = dofile(args[1])
  math.randomseed(id * 7919 + os.time())
end

local function pick(list)
  return list[math.random(#list)]
end

function request()
  local student = pick(data.students)
  local headers = { ["Cookie"] = student.cookie }
  local r = math.random()
  if r < 0.1 then
    local q = pick(data.questions)
    headers["Content-Type"] = "application/json"
    return wrk.format("PUT", "/api/attempts/" .. student.attempt .. "/answers/" .. q.id, headers,
      '{"optionId":"' .. pick(q.options) .. '"}')
  elseif r < 0.2 then
    headers["X-Requested-With"] = "fetch"
    return wrk.format("POST", "/api/lessons/" .. pick(data.lessons) .. "/complete", headers)
  elseif r < 0.4 then
    return wrk.format("GET", pick(data.catalogue), headers)
  elseif r < 0.6 then
    return wrk.format("GET", "/api/home", headers)
  elseif r < 0.8 then
    return wrk.format("GET", "/api/courses/" .. data.course .. "/player", headers)
  else
    return wrk.format("GET", "/api/lessons/" .. pick(data.lessons), headers)
  end
end

if think > 0 then
  function delay()
    return think
  end
end

-- The first few failures are shown, so that a failing run says why.
function response(status, headers, body)
  if status >= 400 and failures < 5 then
    failures = failures + 1
    io.stderr:write(status .. " " .. string.sub(body or "", 1, 200) .. "\n")
  end
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"micros":%d,"errors":%d,"status":%d,"p50":%d,"p90":%d,"p99":%d,"max":%d}\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout, e.status,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
