/** Every namespace of this language, loaded as one chunk when the language is first spoken. */
export default import.meta.glob<Record<string, string>>("../es/*.json", { eager: true, import: "default" });
