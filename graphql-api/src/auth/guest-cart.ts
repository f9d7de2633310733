// A visitor's guest cart on a public storefront (STOREFRONT_ACCESS=public): the key in its httpOnly cookie, read, sent
// and cleared here. The key is 256 random bits; the shop keeps only its sha256 (Cart.guestKeyHash), so its database
// cannot be read for keys that open carts. Members-only shops attach nothing and read no such cookie.
import crypto from "node:crypto";
import type { CookieOptions, NextFunction, Request, Response } from "express";

export const GUEST_CART_COOKIE = "guest_cart";
/** A guest's cart lives 30 days after its last change: the cookie is sent again with each change, and the periodic job removes carts older. */
export const GUEST_CART_DAYS = 30;

const KEY_SHAPE = /^[A-Za-z0-9_-]{43}$/; // 32 bytes, base64url

/** The per-request handle on a visitor's guest cart key: what the cart service reads and what it asks to send. */
export interface GuestCart {
  /** sha256 (hex) of the key the visitor's cookie holds; null before their first addition (or with a cookie not ours). */
  readonly keyHash: string | null;
  /** The client's address, which new guest carts are counted against. */
  readonly ip: string;
  /** Makes a new key, sends it in the cookie and returns its hash: the visitor's first addition. */
  start(): string;
  /** Sends the key again for another 30 days (after a change to the cart). */
  renew(): void;
  /** Clears the cookie: the cart became an account's. */
  end(): void;
}

declare module "express-serve-static-core" {
  interface Request {
    /** Set on a public storefront only: a visitor may then keep a cart without an account. */
    guestCart?: GuestCart;
  }
}

export const guestKeyHash = (key: string) => crypto.createHash("sha256").update(key).digest("hex");

function cookieOptions(production: boolean): CookieOptions {
  return { httpOnly: true, sameSite: "lax", secure: production, path: "/", maxAge: GUEST_CART_DAYS * 24 * 3600 * 1000 };
}

/** Attaches `req.guestCart` to every request of a public storefront (signed-in ones too: sign-in merges the guest's cart). */
export function guestCarts(production: boolean) {
  const options = cookieOptions(production);
  const { maxAge: _ignored, ...clearOptions } = options;
  return (req: Request, res: Response, next: NextFunction) => {
    const sent: unknown = req.cookies?.[GUEST_CART_COOKIE];
    let key = typeof sent === "string" && KEY_SHAPE.test(sent) ? sent : null;
    let keyHash = key ? guestKeyHash(key) : null;
    req.guestCart = {
      get keyHash() {
        return keyHash;
      },
      ip: req.ip ?? "unknown",
      start() {
        key = crypto.randomBytes(32).toString("base64url");
        keyHash = guestKeyHash(key);
        res.cookie(GUEST_CART_COOKIE, key, options);
        return keyHash;
      },
      renew() {
        if (key) res.cookie(GUEST_CART_COOKIE, key, options);
      },
      end() {
        key = null;
        keyHash = null;
        res.clearCookie(GUEST_CART_COOKIE, clearOptions);
      },
    };
    next();
  };
}
