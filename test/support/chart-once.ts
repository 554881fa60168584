// Draws one chart through the chart process, then leaves it running (idle for up to a minute) and does nothing
// more: the process must still exit by itself, and take the chart process with it.
import { createChartProcess } from "../../src/charts/chart-process.js";
import { silentLogger } from "../../src/log.js";

const charts = createChartProcess({ log: silentLogger, idleMs: 60_000 });
const H = 3_600_000;
const outcome = await charts.draw(
  {
    points: [
      { at: 0, listeners: 3 },
      { at: H, listeners: 5 },
    ],
    live: [],
    from: 0,
    to: 2 * H,
    reachesBackTo: null,
  },
  "en",
);
process.stdout.write(
  `drew ${outcome.png ? outcome.png.length : "nothing"} bytes in ${charts.running()?.pid}\n`,
);
