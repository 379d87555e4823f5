/** クエストバンドルの名前と説明。 */
import { questBundles } from "../../../data/bundles";

/** bundle key -> [名前, 説明] */
const BUNDLE_WORDS: Record<string, [string, string]> = {
  featheredFriends: ["羽の仲間たち", "翼とくちばしいっぱいの3つのクエストを、お得なセットで。"],
  splashyPals: ["水しぶきの仲間たち", "水の冒険3つに、まとめて飛びこみましょう。"],
  farmFriends: ["農場の仲間たち", "農場から届いた3つのクエストを、お得なセットで。"],
  witchyFamiliars: ["魔女の使い魔たち", "呪文の季節にぴったりの、不気味な相棒3匹。"],
  winterQuests: ["冬のワンダーランド", "パーティーを温める、凍える3つのクエスト。"],
  hugabug: ["虫をハグしよう", "はい回る仲間たちと挑む3つのクエスト。"],
  cuddleBuddies: ["ふわもこの仲間たち", "やわらかくて抱きしめたくなるクエスト3つをひとまとめに。"],
  aquaticAmigos: ["水の中の友だち", "波の下で繰り広げる3つのクエスト。"],
  forestFriends: ["森の仲間たち", "森の奥から届いた3つのクエスト。"],
  oddballs: ["変わり者たち", "とびきり奇妙な3つのクエスト。"],
  birdBuddies: ["鳥の仲間たち", "鳥好きのための、羽ばたく3つのクエスト。"],
  mythicalMarvels: ["伝説の驚異", "仲良くなりたい、伝説の生き物3匹。"],
  rockingReptiles: ["ごきげんな爬虫類", "うろこだらけの3つのクエストをひとまとめに。"],
  delightfulDinos: ["楽しい恐竜たち", "太古の冒険3つをまとめて。"],
  jungleBuddies: ["ジャングルの仲間たち", "生い茂るジャングルから届いた3つのクエスト。"],
  sandySidekicks: ["砂漠の相棒たち", "あなたの仲間になりたい、砂漠の住人3匹。"],
};

export const bundleMessages: Record<string, string> = Object.fromEntries(
  Object.values(questBundles).flatMap((bundle) => [
    [bundle.text, BUNDLE_WORDS[bundle.key][0]],
    [bundle.notes, BUNDLE_WORDS[bundle.key][1]],
  ]),
);
