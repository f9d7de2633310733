// How fast one account may be guessed at, shared by the password (auth.service.ts) and the second step (two-factor.ts).
import type { BackoffPolicy } from "../../auth/backoff.js";

export const DAY_SECONDS = 24 * 60 * 60;

/**
 * Whatever the client address: five wrong passwords (or second-step codes) for one account come at once; then attempts
 * are spaced 1 s, 2 s, 4 s, ... at most 5 minutes apart (429 with Retry-After in between). A success, or a password
 * reset, starts over. Never a lockout: the owner waits at most 5 minutes, or resets the password at once.
 */
export const LOGIN_BACKOFF: BackoffPolicy = { free: 5, baseSeconds: 1, capSeconds: 5 * 60, memorySeconds: DAY_SECONDS };
