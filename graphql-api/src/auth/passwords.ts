// Password hashing (argon2id) and verification, including the decoy hash that keeps a sign-in with an unknown
// email as slow as one with a wrong password.
import argon2 from "argon2";

// OWASP's argon2id baseline (19 MiB, 2 passes): strong without making login a CPU bottleneck on 2 cores.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string) => argon2.hash(plain, OPTIONS);

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false; // a stored value argon2 cannot parse matches no password: the sign-in is refused like a wrong one
  }
}

/** A hash of a password nobody has, verified against when the email is unknown so timing does not reveal it. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword("decoy-password-for-unknown-emails"));
