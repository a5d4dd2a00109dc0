// The load of a sign-in bench, on a thread of its own (worker_threads): the server's event loop
// then serves sign-ins only, as it would behind a real client. `workerData`: { origin, people,
// concurrency, seconds }; posts back { times, errors } (times in ms, one per sign-in).
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { origin, people, concurrency, seconds } = workerData;
const times = [];
let errors = 0;
const until = performance.now() + seconds * 1000;
await Promise.all(
  Array.from({ length: concurrency }, async (_, loop) => {
    for (let i = 0; performance.now() < until; i++) {
      const person = people[(loop + i * concurrency) % people.length];
      const began = performance.now();
      const res = await fetch(`${origin}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify(person),
      });
      await res.arrayBuffer();
      times.push(performance.now() - began);
      if (res.status !== 200) errors++;
    }
  }),
);
parentPort.postMessage({ times, errors });
