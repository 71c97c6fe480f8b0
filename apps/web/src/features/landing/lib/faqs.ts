/** The FAQ of the landing page (spec §2), in the order shown; the texts are in the catalogue. */
export const faqs = ['what', 'free', 'plans', 'naira', 'refund', 'data'] as const;
