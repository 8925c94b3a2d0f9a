// The part of autocannon's API that `npm run bench` and `npm run bench:load` use (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: 'POST' | 'GET';
    headers?: Record<string, string>;
    body?: string;
    /** Sent one after the other by each connection, round and round (instead of method, headers and body). */
    requests?: { method?: 'POST' | 'GET'; path: string; headers?: Record<string, string>; body?: string }[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
