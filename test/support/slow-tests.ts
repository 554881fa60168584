/**
 * The tests that measure over a simulated year or soak for many seconds run once in CI (`npm run test:slow`, on
 * the machine's Node), not in every `npm test`: they say nothing that differs from one run or Node to the next.
 */
export const SLOW_TESTS = process.env.RADIO_BOT_SLOW_TESTS === "1";
