/** Texts the API itself shows that are neither errors nor game content. */
export const apiMessages = {
  faqStillNeedHelp: "Still stuck? Ask in the Tavern or write to us from the contact page; someone will gladly help.",
} as const;
