import { CERT_DIR_ENV, createVoiceCertificate, removeVoiceCertificate } from "./certificate.js";

/**
 * Vitest global setup: makes the fake voice gateway's certificate once, before any worker starts, and makes every
 * worker trust it. Node reads `NODE_EXTRA_CA_CERTS` only when a process starts, and vitest's forked workers inherit
 * this process's environment, so setting it here is what lets `wss://` to the fake succeed in a worker.
 */
export default function setup(): () => void {
  const certificate = createVoiceCertificate();
  const previous = { dir: process.env[CERT_DIR_ENV], ca: process.env.NODE_EXTRA_CA_CERTS };
  process.env[CERT_DIR_ENV] = certificate.dir;
  process.env.NODE_EXTRA_CA_CERTS = certificate.certPath;
  return () => {
    restore(CERT_DIR_ENV, previous.dir);
    restore("NODE_EXTRA_CA_CERTS", previous.ca);
    removeVoiceCertificate(certificate);
  };
}

function restore(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
