import { schedule } from "node-cron";
import { describe, expect, it } from "vitest";
import { nextCronMatch, parseCronFields } from "../../src/cron/cron-fields.js";

const fieldsOf = (expression: string) => {
  const fields = parseCronFields(expression);
  if (!fields) throw new Error(`not parsed: ${expression}`);
  return fields;
};

describe("parseCronFields", () => {
  it("reads five fields as running at second 0, and six with the seconds first", () => {
    expect(fieldsOf("*/20 * * * *").seconds).toEqual([0]);
    expect(fieldsOf("*/20 * * * *").minutes).toEqual([0, 20, 40]);
    expect(fieldsOf("*/15 * * * * *").seconds).toEqual([0, 15, 30, 45]);
  });

  it("reads lists, ranges with steps, month and weekday names, and 7 as Sunday", () => {
    const fields = fieldsOf("0 0 9-17/4 1,15 jan-mar mon,fri,7");
    expect(fields.hours).toEqual([9, 13, 17]);
    expect([...fields.days]).toEqual([1, 15]);
    expect([...fields.months]).toEqual([1, 2, 3]);
    expect([...fields.weekdays].sort()).toEqual([0, 1, 5]);
  });

  it("leaves to node-cron what it does not read itself: L, W, #, nicknames, out-of-range values", () => {
    for (const expression of [
      "0 0 L * *",
      "0 0 15W * *",
      "0 0 * * 1#2",
      "@daily",
      "0 60 * * * *",
      "5/10 * * * *",
      "* * *",
    ]) {
      expect(parseCronFields(expression), expression).toBeNull();
    }
  });
});

describe("nextCronMatch", () => {
  it("returns the next matching second after the given moment, never the moment itself", () => {
    const at = new Date(2026, 10, 23, 21, 0, 15).getTime();
    expect(nextCronMatch(fieldsOf("*/15 * * * * *"), at)).toBe(new Date(2026, 10, 23, 21, 0, 30).getTime());
    expect(nextCronMatch(fieldsOf("*/15 * * * * *"), at + 400)).toBe(
      new Date(2026, 10, 23, 21, 0, 30).getTime(),
    );
  });

  it("matches day of month and day of week both, as node-cron does", () => {
    // The next Friday the 13th after 23 November 2026 is in August 2027.
    const at = new Date(2026, 10, 23).getTime();
    expect(nextCronMatch(fieldsOf("0 0 12 13 * fri"), at)).toBe(new Date(2027, 7, 13, 12).getTime());
  });

  it("returns null when no day ever matches", () => {
    expect(nextCronMatch(fieldsOf("0 0 0 31 feb *"), Date.now())).toBeNull();
  });

  it("agrees with node-cron's next run for the same expressions", () => {
    const expressions = [
      "*/15 * * * * *",
      "*/5 * * * *",
      "0 0 9-17/4 * * mon-fri",
      "30 2 1,15 * *",
      "0 0 0 1 jan *",
    ];
    for (const expression of expressions) {
      const task = schedule(expression, () => undefined);
      try {
        const theirs = task.getNextRun()?.getTime();
        const now = Date.now();
        // Both looked at the clock within the same second unless a second boundary fell between them.
        const ours = nextCronMatch(
          fieldsOf(expression),
          theirs !== undefined && theirs - now > 1000 ? now : now - 1000,
        );
        expect(ours, expression).toBe(theirs);
      } finally {
        void task.destroy();
      }
    }
  });
});
