import { createContext, useContext } from 'react';

/**
 * The reader's reminder lead in days (their plan's, or their own on Premium), for every screen
 * that marks a loan due soon; undefined while unknown or when the plan has none, and the due-soon
 * check then takes 3 days. The dashboard provides it; shared here so the books' lists and pages
 * read it without depending on the reminders feature.
 */
export const DueSoonLead = createContext<number | undefined>(undefined);

export const useDueSoonLead = () => useContext(DueSoonLead);
