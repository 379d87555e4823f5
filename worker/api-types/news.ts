/** The news posts and the FAQ, worded in the language asked for. */

export interface NewsPost {
  id: string;
  date: string;
  title: string;
  text: string;
}

/** POST /news/read and /news/tell-me-later. */
export interface NewsRead {
  newStuff: false;
}

export interface FaqEntry {
  key: string;
  question: string;
  answer: string;
}

export interface Faq {
  stillNeedHelp: { text: string };
  questions: FaqEntry[];
}
