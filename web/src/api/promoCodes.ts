/** The admin area's promo codes (full access): codes worth gems or months of subscription. */
import type { NewPromoCodesInput, PromoCodeView } from "../../../content/data/promoCodes";
import { api, requestEnvelope } from "./client";

export type { NewPromoCodesInput, PromoCodeView };

export const listPromoCodes = () => api.get<PromoCodeView[]>("/admin/promo-codes");
export const makePromoCodes = (input: NewPromoCodesInput) =>
  api.post<PromoCodeView[]>("/admin/promo-codes", input, { quiet: true });
export const endPromoCode = (code: string) =>
  api.post<PromoCodeView>(`/admin/promo-codes/${encodeURIComponent(code)}/end`, undefined, { quiet: true });

/**
 * A player enters a code (an event's code, or one staff made): the whole envelope, whose
 * message says in the player's language what the code gave.
 */
export const redeemPromoCode = (code: string) =>
  requestEnvelope<{ event: string; gear: string[]; gems?: number; months?: number }>(
    "POST",
    `/coupons/enter/${encodeURIComponent(code)}`,
    { quiet: true },
  );
