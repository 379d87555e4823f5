/** The news posts and the FAQ, in a language. */
import { queryOptions } from "@tanstack/react-query";
import { getFaq, getNews } from "../api/account";

export const newsKeys = {
  news: (language: string) => ["news", language] as const,
  faq: (language: string) => ["faq", language] as const,
};

export const newsQuery = (language: string) =>
  queryOptions({ queryKey: newsKeys.news(language), queryFn: () => getNews(language), staleTime: 5 * 60_000 });

export const faqQuery = (language: string) =>
  queryOptions({ queryKey: newsKeys.faq(language), queryFn: () => getFaq(language), staleTime: Infinity });
