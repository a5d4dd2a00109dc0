// V8 settings for the server process, set before any other module runs (main.ts imports this
// first). Why each one: docs/performance.md, "Allocation-site pretenuring off".
import v8 from 'node:v8';

// V8 may decide, from a moment of warm-up, that an allocation site's objects live long and
// allocate them straight into the old generation. For a request-scoped object that is wrong, and
// costly: each dead one keeps the young objects it points to alive through every scavenge until
// the next full collection, so a third of the server's processes ran with scavenges three times
// as expensive and the API at 65-70% of its usual throughput, for the life of the process.
v8.setFlagsFromString('--no-allocation-site-pretenuring');
