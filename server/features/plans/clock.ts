// The plans feature uses the server's one clock, shared with today's reading (decision 101).
export { now, setClock } from '../../lib/clock.ts';
