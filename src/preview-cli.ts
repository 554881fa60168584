import { loadDotEnv } from "./env-file.js";
import { preview } from "./preview.js";

loadDotEnv();
const code = await preview(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
process.exitCode = code;
