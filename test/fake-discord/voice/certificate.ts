import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Where the test certificate lives; set by the vitest global setup so every worker shares one. */
export const CERT_DIR_ENV = "FAKE_VOICE_CERT_DIR";

/** A self-signed TLS certificate for `localhost` and `127.0.0.1`, as PEM text and as files. */
export interface VoiceCertificate {
  readonly dir: string;
  /** The certificate's file: what `NODE_EXTRA_CA_CERTS` must name for a process to trust the fake. */
  readonly certPath: string;
  readonly cert: string;
  readonly key: string;
}

/**
 * Makes a fresh self-signed certificate with the machine's openssl in a new temporary folder (removed by
 * {@link removeVoiceCertificate}). Valid for `localhost` and `127.0.0.1`, for one day.
 */
export function createVoiceCertificate(): VoiceCertificate {
  const dir = mkdtempSync(join(tmpdir(), "fake-voice-cert-"));
  const config = join(dir, "openssl.cnf");
  writeFileSync(
    config,
    [
      "[req]",
      "distinguished_name = dn",
      "x509_extensions = ext",
      "prompt = no",
      "[dn]",
      "CN = localhost",
      "[ext]",
      "subjectAltName = DNS:localhost, IP:127.0.0.1, IP:::1",
      "basicConstraints = critical, CA:true",
      "keyUsage = critical, digitalSignature, keyEncipherment, keyCertSign",
      "extendedKeyUsage = serverAuth",
      "",
    ].join("\n"),
  );
  const certPath = join(dir, "cert.pem");
  const keyPath = join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-keyout",
      keyPath,
      "-out",
      certPath,
      "-config",
      config,
    ],
    { stdio: "ignore" },
  );
  return { dir, certPath, cert: readFileSync(certPath, "utf8"), key: readFileSync(keyPath, "utf8") };
}

let cached: VoiceCertificate | undefined;

/**
 * The certificate this process serves the fake voice gateway with: the one the global setup made (its folder in
 * `FAKE_VOICE_CERT_DIR`, and trusted through `NODE_EXTRA_CA_CERTS`), or else a new one made now. A new one is
 * trusted only by child processes given {@link VoiceCertificate.certPath} as their `NODE_EXTRA_CA_CERTS`.
 */
export function voiceCertificate(): VoiceCertificate {
  if (cached) return cached;
  const dir = process.env[CERT_DIR_ENV];
  if (dir && existsSync(join(dir, "cert.pem"))) {
    const certPath = join(dir, "cert.pem");
    cached = {
      dir,
      certPath,
      cert: readFileSync(certPath, "utf8"),
      key: readFileSync(join(dir, "key.pem"), "utf8"),
    };
  } else {
    cached = createVoiceCertificate();
    const made = cached;
    process.once("exit", () => removeVoiceCertificate(made));
  }
  return cached;
}

/** Deletes a certificate's folder. */
export function removeVoiceCertificate(certificate: VoiceCertificate): void {
  rmSync(certificate.dir, { recursive: true, force: true });
}
