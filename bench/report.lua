-- wrk script for the API benchmarks: GET the URL, with a Cookie header when one is given
-- (argument 1), and print one JSON line at the end that wrk.ts reads.

function init(args)
  if args[1] and args[1] ~= "" then
    wrk.headers["Cookie"] = args[1]
  end
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"micros":%d,"errors":%d,"status":%d,"p50":%d,"p90":%d,"p99":%d,"max":%d}\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout, e.status,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
