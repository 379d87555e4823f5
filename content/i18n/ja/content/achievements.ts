/** 実績のタイトルと説明。`{count}` はクライアントが埋めます。 */
import { achievements } from "../../../data/achievements";
import type { Achievement } from "../../../data/types";
import { EGG_WORDS, POTION_NAMES } from "./stable";
import { CLASS_NAMES } from "./words";

/** key -> [タイトル, 説明] */
const WORDS: Record<string, [string, string]> = {
  createdTask: ["はじめの一歩", "はじめてタスクを作りました。"],
  completedTask: ["やりとげた！", "はじめてタスクを完了しました。"],
  hatchedPet: ["ひなっ子", "はじめてペットをかえしました。"],
  fedPet: ["おやつの時間", "はじめてペットにエサをあげました。"],
  purchasedEquipment: ["装備万端", "はじめて装備を買いました。"],
  partyUp: ["パーティー結成", "ほかのプレイヤーとパーティーを組みました。"],
  partyOn: ["パーティーは続く", "4人以上のパーティーに参加しました。"],
  streak: ["連続記録の達人", "日課を21日連続で続けました。"],
  perfect: ["完璧な一日", "ある日の日課をすべて終えました。"],
  royallyLoyal: ["王者の忠誠", "500日ログインしました。"],
  joinedGuild: ["ギルドに参加", "目標を分かち合える仲間を見つけました。"],
  joinedChallenge: ["挑戦者", "はじめてチャレンジに参加しました。"],
  invitedFriend: ["友だちへの招待状", "友だちを冒険に誘いました。"],
  beastMaster: ["ビーストマスター", "標準のペットをすべて集めました。"],
  mountMaster: ["乗騎マスター", "標準の乗騎をすべて手なずけました。"],
  triadBingo: ["トライアド・ビンゴ", "標準のペットと乗騎をすべてそろえ、さらにペットをもう一度すべて集めました。"],
  roughRider: ["荒くれライダー", "サボテン、ハリネズミ、岩の標準色すべてを、ペットとしても乗騎としても育てました。"],
  boneToPick: ["骨のある話", "ドロップとクエストのたまごの両方で、ガイコツのペットをすべてかえしました。"],
  snowball: ["雪まみれ", "パーティーの仲間に雪玉をぶつけられました。"],
  spookySparkles: ["きらめきショック", "パーティーの仲間に不気味なきらめきを浴びせられました。"],
  shinySeed: ["満開", "パーティーの仲間に花に変えられました。"],
  seafoam: ["潮しぶき", "パーティーの仲間に海の泡まみれにされました。"],
  contributor: ["貢献者", "ゲーム作りを手伝いました。"],
  npc: ["町の顔", "町の登場人物のひとりに顔を貸しています。"],
  kickstarter: ["支援者", "ゲームの黎明期を支えました。"],
  kickstarter2019: ["ピンの支援者", "2019年のクラウドファンディングを支援しました。"],
  groupsBeta2022: ["グループプランの開拓者", "グループプランが新しかったころに試しました。"],
  veteran: ["古参", "ゲームの大きな変化を乗り越えてプレイしました。"],
  originalUser: ["最初のプレイヤー", "いちばん最初のプレイヤーのひとりです。"],
  habitSurveys: ["頼れる声", "アンケートに答えて、ゲームの改善を手伝いました。"],
  habitBirthdays: ["誕生日のお祭り好き", "ゲームの誕生日をお祝いしました。"],
  habiticaDays: ["命名の日", "ゲームが名前をもらった日をお祝いしました。"],
  costumeContests: ["仮装コンテスト参加者", "仮装コンテストのためにおめかししました。"],
  lostMasterclasser: ["クラスの達人", "すべてのシリーズをクリアして、失われたマスタークラッサーの謎を解きました。"],
  bareNecessities: ["ジャングルの必需品", "サル、ナマケモノ、木の子どものクエストをクリアしました。"],
  bugBonanza: ["虫だらけ", "甲虫、チョウ、カタツムリ、クモのクエストをクリアしました。"],
  freshwaterFriends: ["淡水の仲間たち", "ウーパールーパー、カエル、カバのクエストをクリアしました。"],
  justAddWater: [
    "水を足すだけ",
    "海のクエストをクリアしました：タコ、タツノオトシゴ、クラーケン、クジラ、ウミガメ、ウミウシ、シーサーペント、イルカ。",
  ],
  mindOverMatter: ["精神一到", "岩、スライム、毛糸のクエストをクリアしました。"],
  seasonalSpecialist: ["季節のスペシャリスト", "たまご探しと、冬のクエストふたつをクリアしました。"],
  dilatoryQuest: ["沈んだ都の救い主", "ディラトリーの恐怖のドラゴンを追い払う手助けをしました。"],
  stressbeastQuest: ["ストレス退治", "忌まわしきストレスビーストをなだめる手助けをしました。"],
  burnoutQuest: ["火の番人", "燃え尽きを鎮める手助けをしました。"],
  bewilderQuest: ["冴えた頭", "ビ・ワイルダーの幻を見破る手助けをしました。"],
  dysheartenerQuest: ["心の修理人", "ディスハートナーを倒す手助けをしました。"],
  backToBasics: ["基本に帰れ", ""],
  allYourBase: ["すべての基本", ""],
  dustDevil: ["砂嵐", ""],
  aridAuthority: ["砂漠の支配者", ""],
  monsterMagus: ["モンスターの魔導師", ""],
  undeadUndertaker: ["アンデッドの葬儀屋", ""],
  primedForPainting: ["下塗り完了", ""],
  pearlyPro: ["真珠色の達人", ""],
  tickledPink: ["ピンク色の上機嫌", ""],
  rosyOutlook: ["バラ色の未来", ""],
  goodAsGold: ["金のようにすばらしい", ""],
  allThatGlitters: ["光るものすべて", ""],
  boneCollector: ["骨の収集家", ""],
  skeletonCrew: ["ガイコツ団", ""],
  seeingRed: ["真っ赤な怒り", ""],
  redLetterDay: ["記念すべき日", ""],
  violetsAreBlue: ["スミレは青い", ""],
  wildBlueYonder: ["はるかな青空", ""],
  shadyCustomer: ["あやしいお客", ""],
  shadeOfItAll: ["すべての影", ""],
  legendaryBestiary: ["伝説の動物図鑑", ""],
  birdsOfAFeather: ["類は友を呼ぶ", ""],
  bonelessBoss: ["骨なしの親分", ""],
  cats: ["ネコ科の仲間", ""],
  dinosaurDynasty: ["恐竜王朝", ""],
  domesticated: ["家畜の仲間", ""],
  duneBuddy: ["砂丘の相棒", ""],
  plantParent: ["植物の親", ""],
  polarPro: ["極地の達人", ""],
  reptacularRumble: ["爬虫類大騒ぎ", ""],
  rodentRuler: ["げっ歯類の王", ""],
  woodlandWizard: ["森の魔法使い", ""],
  zodiacZookeeper: ["十二支の飼育係", ""],
  warriorUltimateGear: ["戦士の究極装備", ""],
  rogueUltimateGear: ["盗賊の究極装備", ""],
  mageUltimateGear: ["魔法使いの究極装備", ""],
  healerUltimateGear: ["治療師の究極装備", ""],
  greetingCards: ["あいさつカード", ""],
  nyeCards: ["年賀カード", ""],
  thankyouCards: ["感謝のカード", ""],
  valentineCards: ["バレンタインカード", ""],
  birthdayCards: ["誕生日カード", ""],
  congratsCards: ["お祝いカード", ""],
  getwellCards: ["お見舞いカード", ""],
  goodluckCards: ["幸運のカード", ""],
};

const CARD_NAMES: Record<string, string> = {
  greeting: "あいさつ",
  nye: "年賀",
  thankyou: "感謝",
  valentine: "バレンタイン",
  birthday: "誕生日",
  congrats: "お祝い",
  getwell: "お見舞い",
  goodluck: "幸運",
};

const kindOf = (mountOrPet: string | undefined): string =>
  mountOrPet === "mount" ? "乗騎" : mountOrPet === "petMount" ? "ペットと乗騎" : "ペット";
const eggName = (egg: string): string => EGG_WORDS[egg]?.[0] ?? egg;
const words = (item: Achievement): string[] => WORDS[item.key] ?? [item.key, ""];

function title(item: Achievement): string {
  return words(item)[0];
}

function text(item: Achievement): string {
  if (words(item)[1]) return words(item)[1];
  switch (item.kind) {
    case "animalColor":
      return `${POTION_NAMES[item.potion ?? ""] ?? item.potion}の${kindOf(item.mountOrPet)}をすべて集めました。`;
    case "animalSet":
      return `次の標準色の${kindOf(item.mountOrPet)}をすべて集めました：${item.eggs?.map(eggName).join("、")}。`;
    case "questSeries":
      return `次のクエストをすべてクリアしました：${item.quests?.join("、")}。`;
    case "worldBoss":
      return `ワールドボス${item.quests?.[0] ?? ""}を倒す手助けをしました。`;
    case "ultimateGear":
      return `${CLASS_NAMES[item.klass ?? ""] ?? item.klass}の最高の装備をそろえています。`;
    case "card":
      return `${CARD_NAMES[item.card ?? ""] ?? item.card}カードを送ったか、受け取りました。`;
    default:
      return "特別な栄誉。";
  }
}

export const achievementMessages: Record<string, string> = Object.fromEntries(
  Object.values(achievements).flatMap((item) => {
    const entries: [string, string][] = [
      [item.titleKey, title(item)],
      [item.textKey, text(item)],
    ];
    if (item.modalTextKey) entries.push([item.modalTextKey, `実績を獲得しました：${title(item)}！`]);
    if (item.singularTextKey) entries.push([item.singularTextKey, `${text(item)}（1回）`]);
    if (item.pluralTextKey) entries.push([item.pluralTextKey, `${text(item)}（{count}回）`]);
    if (item.singularTitleKey) entries.push([item.singularTitleKey, title(item)]);
    if (item.pluralTitleKey) entries.push([item.pluralTitleKey, `${title(item)}×{count}`]);
    return entries;
  }),
);
