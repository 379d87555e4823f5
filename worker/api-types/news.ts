/** The news posts and the FAQ, worded in the language asked for. */

/**
 * One news post as the original game answers it (`_id`, `title`, `text`, `credits`, `published`,
 * `publishDate`, `author`, `createdAt`, `updatedAt`), plus `id` and `date` (the publish day)
 * our screens read. The game's own posts have no author.
 */
export interface NewsPost {
  _id: string;
  id: string;
  date: string;
  title: string;
  text: string;
  credits: string;
  published: boolean;
  publishDate: string;
  author: string | null;
  createdAt: string;
  updatedAt: string;
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
