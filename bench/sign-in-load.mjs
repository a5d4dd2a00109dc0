// The load of a sign-in bench, on a thread of its own (worker_threads): the server's event loop
// then serves sign-ins only, as it would behind a real client. `workerData`: { origin, people,
// concurrency, seconds, mode }; posts back { times, errors } (times in ms, one per sign-in).
// mode 'loop': `concurrency` loops, each signing in again as soon as its last one is answered.
// mode 'burst': `concurrency` people sign in at the same moment, again 100 ms after the last answer.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { origin, people, concurrency, seconds, mode } = workerData;
const times = [];
let errors = 0;
const until = performance.now() + seconds * 1000;
async function signIn(person) {
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

if (mode === 'burst') {
  for (let round = 0; performance.now() < until; round++) {
    await Promise.all(Array.from({ length: concurrency }, (_, i) => signIn(people[(round * concurrency + i) % people.length])));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
} else {
  await Promise.all(
    Array.from({ length: concurrency }, async (_, loop) => {
      for (let i = 0; performance.now() < until; i++) await signIn(people[(loop + i * concurrency) % people.length]);
    }),
  );
}
parentPort.postMessage({ times, errors });
