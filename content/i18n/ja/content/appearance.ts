/** アバターのカスタマイズの名前。 */
import { appearance, appearanceSets } from "../../../data/appearance";

const KIND_WORDS: Record<string, string> = {
  color: "髪の色",
  base: "髪型",
  bangs: "前髪",
  beard: "あごひげ",
  mustache: "口ひげ",
  flower: "花飾り",
  skin: "肌",
  shirt: "シャツ",
  size: "体型",
  chair: "いす",
};

const SET_NAMES: Record<string, string> = {
  rainbowSkins: "虹色の肌",
  animalSkins: "動物の肌",
  supernaturalSkins: "超自然の肌",
  winterySkins: "冬の肌",
  pastelSkins: "パステルの肌",
  splashySkins: "水しぶきの肌",
  rainbowHairColors: "虹色の髪色",
  winteryHairColors: "冬の髪色",
  shimmerHairColors: "きらめく髪色",
  hauntedHairColors: "お化けの髪色",
  baseHair1: "髪型 セット1",
  baseHair2: "髪型 セット2",
  baseHair3: "髪型 セット3",
  facialHair: "あごひげと口ひげ",
  specialShirts: "特別なシャツ",
  legacyShirts: "昔のシャツ",
  spookySkins: "不気味な肌",
  winterHairColors: "冬の髪色",
  pastelHairColors: "パステルの髪色",
  summerHairColors: "夏の髪色",
};

const OPTION_WORDS: Record<string, string> = {
  ddc994: "サンド", f5a76e: "ピーチ", ea8349: "アプリコット", c06534: "シナモン", "98461a": "チェスナット", "915533": "マホガニー", c3e1dc: "ミントフロスト", "6bd049": "リーフグリーン",
  eb052b: "チェリーレッド", f69922: "タンジェリン", f5d70f: "レモン", "0ff591": "シーフォーム", "2b43f6": "コバルト", d7a9f7: "ライラック", "800ed0": "バイオレット",
  TRUred: "トゥルーレッド", candycane: "キャンディケイン", winternight: "冬の夜", ghostwhite: "ゴーストホワイト", candycorn: "キャンディコーン",
  pblue: "パステルブルー", pgreen: "パステルグリーン", porange: "パステルオレンジ", ppink: "パステルピンク", ppurple: "パステルパープル", pyellow: "パステルイエロー",
  pblue2: "きらめくブルー", pgreen2: "きらめくグリーン", porange2: "きらめくオレンジ", ppink2: "きらめくピンク", ppurple2: "きらめくパープル", pyellow2: "きらめくイエロー",
  pumpkin2: "収穫のカボチャ", shadow2: "深い影", skeleton2: "骨の白", zombie2: "屍鬼のグリーン", sunlitwaves: "日差しの波", seasprite: "海の妖精", sandnsea: "砂と海",
  hollygreen: "ヒイラギグリーン", winterstar: "冬の星",
  deepocean: "深海", merblue: "マーメイドブルー", mergold: "マーメイドゴールド", mergreen: "マーメイドグリーン", merruby: "マーメイドルビー", tropicalwater: "南国の海",
  redblue: "赤と青",
  white: "ホワイト", brown: "ブラウン", blond: "ブロンド", red: "レッド", black: "ブラック", frost: "フロスト", holly: "ヒイラギ", rainbow: "レインボー",
  yellow: "イエロー", green: "グリーン", purple: "パープル", blue: "ブルー", sunset: "夕焼け", orchid: "オーキッド", lava: "溶岩", halloween: "ハロウィン",
  midnight: "真夜中", pumpkin: "カボチャ", zombie: "ゾンビ", aurora: "オーロラ", festive: "お祝い", peppermint: "ペパーミント", snowy: "雪",
  bear: "クマ", cactus: "サボテン", fox: "キツネ", lion: "ライオン", panda: "パンダ", pig: "ブタ", tiger: "トラ", wolf: "オオカミ",
  pastelPink: "パステルピンク", pastelOrange: "パステルオレンジ", pastelYellow: "パステルイエロー", pastelGreen: "パステルグリーン", pastelBlue: "パステルブルー", pastelPurple: "パステルパープル",
  pastelRainbowChevron: "パステルレインボーの山形", pastelRainbowDiagonal: "パステルレインボーのななめ縞",
  monster: "モンスター", skeleton: "ガイコツ", ghost: "幽霊", shadow: "影", ogre: "オーガ", reptile: "爬虫類", transparent: "透明",
  clownfish: "クマノミ", shark: "サメ", dapper: "おしゃれ", polar: "極地", sugar: "シュガー", pink: "ピンク", convict: "しましま",
  fire: "炎", horizon: "地平線", ocean: "海", thunder: "雷", tropical: "南国", cross: "十字", slim: "ほっそり", broad: "がっしり",
};

function optionName(kind: string, key: string): string {
  if (key === "none" || (key === "0" && kind !== "bangs" && kind !== "base")) return `${KIND_WORDS[kind]}なし`;
  if (key === "0") return kind === "bangs" ? "前髪なし" : "スキンヘッド";
  if (/^\d+$/.test(key)) return `${KIND_WORDS[kind]} ${key}`;
  const handleless = key.startsWith("handleless_");
  const base = key.replace(/^handleless_/, "");
  const word = OPTION_WORDS[base] ?? base;
  return `${KIND_WORDS[kind]}：${word}${handleless ? "（ひじ掛けなし）" : ""}`;
}

export const appearanceMessages: Record<string, string> = {
  ...Object.fromEntries(
    Object.values(appearance).flatMap((options) => Object.values(options).map((option) => [option.text, optionName(option.kind, option.key)])),
  ),
  ...Object.fromEntries(Object.values(appearanceSets).map((set) => [set.text, SET_NAMES[set.key] ?? set.key])),
};
