/** The news feed (GET /news): newest first. Titles and texts are message keys of content/i18n. */
export interface NewsPost {
  id: string;
  date: string;
  title: string;
  text: string;
}

export const news: NewsPost[] = [
  { id: "import-2026-11", date: "2026-11-20", title: "newsTitleImport", text: "newsTextImport" },
  { id: "shops-2026-11", date: "2026-11-14", title: "newsTitleShopsOpen", text: "newsTextShopsOpen" },
  { id: "stable-2026-11", date: "2026-11-07", title: "newsTitleStableOpens", text: "newsTextStableOpens" },
  { id: "seasons-2026-10", date: "2026-10-28", title: "newsTitleSeasons", text: "newsTextSeasons" },
];
